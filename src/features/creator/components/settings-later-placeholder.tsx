import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useI18nContext } from '@/i18n/i18n-react';

export interface SettingsLaterPlaceholderProps {
  /** The sections' heights, roughly, so the page does not jump when they arrive. */
  heights: readonly { base: string; md: string }[];
  /** Their code could not load (offline, a new release): say so, offer to try again. */
  failed: boolean;
  onRetry: () => void;
  /** Whether this placeholder speaks for the page (one of the two does). */
  announce?: boolean;
}

/** Where the settings form's later sections will be (settings-later-sections.tsx) while their code loads. */
export const SettingsLaterPlaceholder = ({ heights, failed, onRetry, announce = false }: SettingsLaterPlaceholderProps) => {
  const { LL } = useI18nContext();
  if (failed) {
    return announce ? (
      <FormAlert
        status="warning"
        testId="settings-later-failed"
        action={
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            {LL.pages.error.retry()}
          </Button>
        }
      >
        {LL.studio.settings.sectionsFailed()}
      </FormAlert>
    ) : null;
  }
  return (
    <Stack gap="6" aria-busy="true" data-testid="settings-later-placeholder">
      {announce ? <VisuallyHidden role="status">{LL.studio.settings.sectionsLoading()}</VisuallyHidden> : null}
      {heights.map((height, index) => (
        <Skeleton key={index} height={height} borderRadius="l3" />
      ))}
    </Stack>
  );
};
