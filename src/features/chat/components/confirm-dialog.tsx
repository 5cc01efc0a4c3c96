import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Button, type ButtonColor } from '@/components/ui/button';

/** A yes/no question; focus starts on the safe answer (the first button). */
export const ConfirmDialog = ({
  open,
  title,
  body,
  cancel,
  confirm,
  confirmColor = 'primary',
  onCancel,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  cancel: string;
  confirm: string;
  confirmColor?: ButtonColor;
  onCancel: () => void;
  onConfirm: () => unknown;
  testId?: string;
}) => (
  <Dialog.Root role="alertdialog" open={open} onOpenChange={({ open: next }) => (next ? undefined : onCancel())} placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid={testId} mx="4">
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>{body}</Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" color="neutral" onClick={onCancel}>
              {cancel}
            </Button>
            <Button color={confirmColor} onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
              {confirm}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
