import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { GisButton } from './gis-button';

export interface GoogleButtonProps {
  /** Receives the Google ID token. */
  onCredential: (idToken: string) => unknown;
  /** Draws attention to the button (the account must sign in with Google). */
  emphasised?: boolean;
  /** The id of a message that explains why the button is emphasised. */
  describedBy?: string;
}

// Mock builds get a mock account chooser instead of Google's script. `import.meta.env`
// directly (not `env.mocks`): Vite inlines it, so a production build never emits the chooser
// nor the mock token minting it imports. The chooser starts loading with this module (the
// sign-in screen's code), as Google's button needs nothing more to render: a screen that
// awaited it would not appear until the chooser had arrived (React holds a transition's
// commit for a lazy part), which a production build never does.
const mockChooser = import.meta.env.VITE_MOCKS === 'true' ? import('./mock-google-chooser') : null;
const MockGoogleChooser = mockChooser ? lazy(() => mockChooser) : null;

/** "Continue with Google": Google Identity Services, or the mock chooser in mock mode. */
export const GoogleButton = (props: GoogleButtonProps) => {
  const { LL } = useI18nContext();
  if (MockGoogleChooser) {
    return (
      <Suspense
        fallback={
          <Button variant="outline" color="neutral" w="full" disabled>
            {LL.auth.google.continue()}
          </Button>
        }
      >
        <MockGoogleChooser {...props} />
      </Suspense>
    );
  }
  return <GisButton {...props} />;
};
