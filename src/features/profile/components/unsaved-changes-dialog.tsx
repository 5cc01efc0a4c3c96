import { Dialog, Portal } from '@chakra-ui/react';
import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';

/** "Leave without saving?" for a navigation the unsaved-changes blocker is holding. Focus starts on "Stay", the first button. */
export const UnsavedChangesDialog = ({ blocker }: { blocker: Blocker }) => {
  const { LL } = useI18nContext();
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="unsaved-changes-dialog">
            <Dialog.Header>
              <Dialog.Title>{LL.profile.unsaved.title()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{LL.profile.unsaved.body()}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" color="neutral" onClick={() => blocker.reset?.()}>
                {LL.profile.unsaved.stay()}
              </Button>
              <Button color="error" onClick={() => blocker.proceed?.()}>
                {LL.profile.unsaved.leave()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
