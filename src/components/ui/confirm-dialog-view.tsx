import { DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type ReactNode } from 'react';
import { Button, type ButtonColor } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ dataList: dataListSlotRecipe, dialog: dialogSlotRecipe });

export interface ConfirmLine {
  label: ReactNode;
  value: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  /** Called when the user dismisses the dialog (never while the action runs). */
  onClose: () => void;
  title: ReactNode;
  /** What exactly happens: the item, the amount charged, the card… */
  lines?: ConfirmLine[];
  /** The one sentence that says what will be charged (or that nothing will). */
  summary: ReactNode;
  /** Extra content between the summary and the buttons (a card chooser). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  confirmColor?: ButtonColor;
  /** The action; the confirm button shows its loading state and ignores clicks until it settles. */
  onConfirm: () => Promise<unknown>;
  /** The last failure, shown with its reason; confirming again retries the same operation. */
  error?: unknown;
  confirmDisabled?: boolean;
  /** Said after the reason of a failure; by default that nothing was charged. */
  failureNote?: ReactNode;
  /**
   * `charge` (the default): the summary says what will be charged, in bold. `question`: a
   * plain yes/no (restart a chat, leave a page), the summary read as an ordinary sentence.
   */
  kind?: 'charge' | 'question';
  /** The safe answer's label; by default "Cancel". */
  cancelLabel?: ReactNode;
  testId?: string;
  /** The confirm button's test id; by default `confirm-action`. */
  confirmTestId?: string;
}

/**
 * The confirmation every money action passes through: it says exactly what will be charged,
 * its button cannot be pressed twice, and a failure stays in the dialog with its reason so
 * the user can retry (the caller keeps the same Idempotency-Key) or cancel. With
 * `kind="question"` it is the app's plain yes/no confirmation, with the same guarantees.
 * Focus starts on the safe answer.
 */
export const ConfirmDialogView = ({
  open,
  onClose,
  title,
  lines = [],
  summary,
  children,
  confirmLabel,
  confirmColor = 'primary',
  onConfirm,
  error,
  confirmDisabled,
  failureNote,
  kind = 'charge',
  cancelLabel,
  testId = 'confirm-dialog',
  confirmTestId = 'confirm-action',
}: ConfirmDialogProps) => {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const safeAnswer = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      lazyMount
      unmountOnExit
      // Enter or Space straight after opening must never confirm a charge or a restart.
      initialFocusEl={() => document.getElementById(safeAnswer)}
      onOpenChange={({ open: next }) => {
        // Closing while the charge runs would hide its outcome.
        if (!next && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {lines.length > 0 ? (
                  <DataList.Root orientation="horizontal" size="sm">
                    {lines.map((line, i) => (
                      <DataList.Item key={i}>
                        <DataList.ItemLabel>{line.label}</DataList.ItemLabel>
                        <DataList.ItemValue fontWeight="medium">{line.value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                ) : null}
                <Dialog.Description asChild>
                  <Text fontWeight={kind === 'charge' ? 'semibold' : 'normal'} data-testid="confirm-summary">
                    {summary}
                  </Text>
                </Dialog.Description>
                {children}
                {error ? (
                  <FormAlert testId="confirm-error" title={LL.money.failedTitle()}>
                    {errorMessage(LL, error)} {failureNote ?? (kind === 'charge' ? LL.money.nothingCharged() : null)}
                  </FormAlert>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button id={safeAnswer} variant="outline" color="neutral" onClick={onClose} disabled={busy}>
                {cancelLabel ?? LL.money.cancel()}
              </Button>
              <Button color={confirmColor} onClick={confirm} disabled={confirmDisabled} data-testid={confirmTestId}>
                {error ? LL.money.retry() : confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
