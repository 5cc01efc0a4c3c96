import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import type { GoogleButtonProps } from './google-button';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ dialog: dialogSlotRecipe });

// Mock mode only (google-button.tsx loads it lazily behind the VITE_MOCKS check): stands in
// for Google's account chooser and mints an ID token the mock backend accepts.
const ken = { sub: 'google-ken', email: 'ken@kizuna.example', name: 'Ken' };

const newGoogleUser = () => {
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
  return { sub: `google-new-${id}`, email: `google.${id}@kizuna.example`, name: 'New Google user' };
};

const GoogleIcon = () => (
  <svg viewBox="0 0 48 48" width="1.1em" height="1.1em" aria-hidden="true">
    <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
    <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
    <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
    <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
  </svg>
);

export default function MockGoogleChooser({ onCredential, emphasised, describedBy }: GoogleButtonProps) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const [newUser, setNewUser] = useState(newGoogleUser);

  const choose = async (claims: { sub: string; email: string; name: string }) => {
    const { createMockGoogleIdToken } = await import('@mocks/browser');
    setOpen(false);
    await onCredential(createMockGoogleIdToken(claims));
  };

  return (
    <>
      <Button
        variant={emphasised ? 'solid' : 'outline'}
        color={emphasised ? 'primary' : 'neutral'}
        w="full"
        aria-describedby={describedBy}
        data-testid="google-button"
        onClick={() => {
          setNewUser(newGoogleUser());
          setOpen(true);
        }}
      >
        <GoogleIcon /> {LL.auth.google.continue()}
      </Button>
      <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="mock-google-chooser">
              <Dialog.Header>
                <Dialog.Title>{LL.auth.mockGoogle.title()}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description asChild>
                    <Text color="fg.muted" fontSize="sm">
                      {LL.auth.mockGoogle.description()}
                    </Text>
                  </Dialog.Description>
                  <Button variant="outline" color="neutral" justifyContent="flex-start" onClick={() => choose(ken)}>
                    {`${ken.name} (${ken.email})`}
                  </Button>
                  <Button variant="outline" color="neutral" justifyContent="flex-start" onClick={() => choose(newUser)}>
                    {LL.auth.mockGoogle.newUser({ email: newUser.email })}
                  </Button>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" color="neutral">
                    {LL.auth.mockGoogle.cancel()}
                  </Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={LL.shell.close()} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
