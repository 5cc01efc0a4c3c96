import { Stack } from '@chakra-ui/react';
import { NativeSelect } from '@/components/ui/native-select';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { Wallet } from '@/api/generated/model';
import { applyWallet } from '@/api/wallet-cache';
import { ConfirmDialog, type ConfirmLine } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { defaultCardOf, useCards } from '../hooks/use-cards';
import { cardLabel } from './card-label';


export interface ChargeDialogProps<R extends { wallet: Wallet }> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  lines: ConfirmLine[];
  /** The sentence naming the amount, given the chosen card's name. */
  summary: (card: string) => ReactNode;
  confirmLabel: ReactNode;
  /** Makes the charge with this intent's Idempotency-Key on the chosen card. */
  perform: (idempotencyKey: string, paymentMethodId: string) => Promise<R>;
  onSuccess: (result: R) => void;
  testId?: string;
}

/**
 * Confirms a charge on a saved card (default preselected): says what will be charged to which
 * card, charges once however often the button is pressed, keeps the Idempotency-Key for a
 * retry, and puts the new wallet everywhere on success.
 */
export const ChargeDialog = <R extends { wallet: Wallet }>({
  open,
  onClose,
  title,
  lines,
  summary,
  confirmLabel,
  perform,
  onSuccess,
  testId = 'charge-dialog',
}: ChargeDialogProps<R>) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { cards } = useCards();
  const [cardId, setCardId] = useState<string>('');
  const card = cards.find((c) => c.id === cardId) ?? defaultCardOf(cards);

  const charge = useMoneyAction(
    useCallback(
      async (key: string) => {
        if (!card) throw new Error('no card');
        const result = await perform(key, card.id);
        applyWallet(queryClient, result.wallet);
        return result;
      },
      [card, perform, queryClient],
    ),
  );
  const { reset } = charge;

  // Closing ends the intent: the next dialog gets a fresh key and the default card again.
  const close = () => {
    reset();
    setCardId('');
    onClose();
  };

  const changeCard = (id: string) => {
    // Another card is another request: it must not reuse the key of the failed one.
    reset();
    setCardId(id);
  };

  const confirm = async () => {
    const result = await charge.run();
    if (result) {
      setCardId('');
      onSuccess(result);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={title}
      lines={lines}
      summary={card ? summary(cardLabel(LL, card)) : LL.payment.charge.noCard()}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      confirmDisabled={!card}
      error={charge.error}
      testId={testId}
    >
      {cards.length > 1 ? (
        <FormField label={LL.payment.charge.card()}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={card?.id ?? ''} onChange={(e) => changeCard(e.currentTarget.value)} data-testid="charge-card">
              {cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {cardLabel(LL, c)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      {cards.length === 0 ? (
        <Stack>
          <FormAlert status="info" testId="charge-no-card">
            {LL.payment.charge.addCardFirst()}
          </FormAlert>
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
};
