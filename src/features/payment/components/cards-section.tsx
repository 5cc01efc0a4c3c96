import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { getListPaymentMethodsQueryKey, removePaymentMethod, setDefaultPaymentMethod } from '@/api/generated/endpoints/payment/payment';
import type { PaymentMethod, PaymentMethodsResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { useCards } from '../hooks/use-cards';
import { cardLabel } from './card-label';

// The form (and with it the forms stack) loads when the fan asks to add a card.
const AddCardForm = lazy(() => import('./add-card-form').then((m) => ({ default: m.AddCardForm })));

/** Saved cards: add one, remove one, choose the default. */
export const CardsSection = () => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { cards, isPending } = useCards();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);

  const makeDefault = async (card: PaymentMethod) => {
    try {
      const result = await setDefaultPaymentMethod(card.id);
      queryClient.setQueryData<PaymentMethodsResponse>(getListPaymentMethodsQueryKey(), result);
      showToast({ message: LL.payment.cards.defaultSet({ card: cardLabel(LL, card) }) });
    } catch (error) {
      showToast({ type: 'error', message: errorMessage(LL, error) });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    try {
      await removePaymentMethod(removing.id);
      await queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
      showToast({ message: LL.payment.cards.removed({ card: cardLabel(LL, removing) }) });
      setRemoving(null);
    } catch (error) {
      setRemoveError(error);
    }
  };

  return (
    <SectionCard
      id="cards"
      title={LL.payment.cards.title()}
      description={LL.payment.cards.description()}
      action={
        adding ? null : (
          <Button size="sm" variant="soft" onClick={() => setAdding(true)} data-testid="add-card">
            {LL.payment.cards.add()}
          </Button>
        )
      }
    >
      {isPending ? <Skeleton height="16" /> : null}
      {!isPending && cards.length === 0 && !adding ? <Text color="fg.muted">{LL.payment.cards.empty()}</Text> : null}
      {cards.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="cards">
          {cards.map((card) => (
            <HStack as="li" key={card.id} borderWidth="1px" borderRadius="lg" p="3" justify="space-between" wrap="wrap" gap="2" data-testid={`card-${card.last4}`}>
              <Stack gap="0">
                <Text fontWeight="semibold">
                  {cardLabel(LL, card)}{' '}
                  {card.isDefault ? (
                    <Badge colorPalette="primary" variant="subtle">
                      {LL.payment.cards.default()}
                    </Badge>
                  ) : null}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {LL.payment.cards.expires({ month: String(card.expMonth).padStart(2, '0'), year: card.expYear })} · {card.holderName}
                </Text>
              </Stack>
              <HStack gap="1">
                {card.isDefault ? null : (
                  <Button size="xs" variant="ghost" onClick={() => makeDefault(card)} aria-label={LL.payment.cards.makeDefaultLabel({ card: cardLabel(LL, card) })}>
                    {LL.payment.cards.makeDefault()}
                  </Button>
                )}
                <Button size="xs" variant="ghost" color="error" onClick={() => setRemoving(card)} aria-label={LL.payment.cards.removeLabel({ card: cardLabel(LL, card) })}>
                  {LL.payment.cards.remove()}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      ) : null}
      {adding ? (
        <Suspense fallback={<Skeleton height="64" role="status" aria-label={LL.shell.loading()} />}>
          <AddCardForm
            onAdded={(card) => {
              setAdding(false);
              showToast({ message: LL.payment.cards.added({ card: cardLabel(LL, card) }) });
            }}
            onCancel={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
        title={LL.payment.cards.removeTitle()}
        summary={removing ? LL.payment.cards.removeSummary({ card: cardLabel(LL, removing) }) : ''}
        confirmLabel={LL.payment.cards.remove()}
        confirmColor="error"
        onConfirm={confirmRemove}
        error={removeError}
        failureNote={LL.payment.cards.keptCard()}
        testId="remove-card-dialog"
      />
    </SectionCard>
  );
};
