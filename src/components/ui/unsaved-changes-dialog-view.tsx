import { Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ dialog: dialogSlotRecipe });

export interface UnsavedChangesTexts {
  title: string;
  body: string;
  stay: string;
  leave: string;
}

/**
 * "Leave without saving?" for a navigation the unsaved-changes blocker (`useUnsavedChanges`,
 * src/lib) is holding. Focus starts on "Stay", the first button. Each screen brings its own words.
 */
export const UnsavedChangesDialogView = ({ blocker, texts }: { blocker: Blocker; texts: UnsavedChangesTexts }) => {
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
          <Dialog.Content data-testid="unsaved-changes-dialog" mx="3">
            <Dialog.Header>
              <Dialog.Title>{texts.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{texts.body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" color="neutral" onClick={() => blocker.reset?.()}>
                {texts.stay}
              </Button>
              <Button color="error" onClick={() => blocker.proceed?.()}>
                {texts.leave}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
