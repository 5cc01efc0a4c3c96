import { Badge, Card, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  cancelSubscription,
  getGetCurrentSubscriptionQueryKey,
  subscribe,
  useGetCurrentSubscription,
  useListSubscriptionPlans,
} from '@/api/generated/endpoints/subscription/subscription';
import type { CurrentSubscriptionResponse, SubscriptionPlan, UserSubscription } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { centsToUsd } from '@/lib/money/money';
import { ChargeDialog } from './charge-dialog';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ list: listSlotRecipe });

const CurrentPlan = ({ subscription, onCancel }: { subscription: UserSubscription; onCancel: () => void }) => {
  const { LL } = useI18nContext();
  const until = new Date(subscription.currentPeriodEnd);
  const canceled = subscription.status === 'CANCELED';
  return (
    <Card.Root variant="subtle" data-testid="current-subscription">
      <Card.Body gap="2" p="4">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold">
              {LL.payment.subscription.current({ plan: subscription.plan.name })}{' '}
              <Badge colorPalette={canceled ? 'warning' : 'success'} variant="solid">
                {canceled ? LL.payment.subscription.canceledBadge() : LL.payment.subscription.activeBadge()}
              </Badge>
            </Text>
            <Text fontSize="sm" color="fg.muted" data-testid="subscription-status">
              {canceled ? LL.payment.subscription.canceledUntil({ date: until }) : LL.payment.subscription.renews({ date: until, amount: centsToUsd(subscription.plan.priceCents) })}
            </Text>
          </Stack>
          {canceled ? null : (
            <Button variant="outline" color="error" size="sm" onClick={onCancel} alignSelf={{ sm: 'center' }}>
              {LL.payment.subscription.cancel()}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

/** The plans, the current subscription, subscribing, switching and cancelling at the period's end. */
export const SubscriptionSection = () => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const plans = useListSubscriptionPlans();
  const current = useGetCurrentSubscription().data?.userSubscription ?? null;
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const [open, setOpen] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [cancelError, setCancelError] = useState<unknown>(null);
  const active = current?.status === 'ACTIVE' ? current : null;

  const setCurrent = (userSubscription: UserSubscription | null) =>
    queryClient.setQueryData<CurrentSubscriptionResponse>(getGetCurrentSubscriptionQueryKey(), { userSubscription });

  const perform = useCallback(
    (key: string, paymentMethodId: string) => subscribe({ planId: chosen?.id ?? '', paymentMethodId }, { 'Idempotency-Key': key }),
    [chosen],
  );

  const confirmCancel = async () => {
    setCancelError(null);
    try {
      const { userSubscription } = await cancelSubscription();
      setCurrent(userSubscription);
      setCanceling(false);
      if (userSubscription) showToast({ message: LL.payment.subscription.canceledUntil({ date: new Date(userSubscription.currentPeriodEnd) }) });
    } catch (error) {
      setCancelError(error);
    }
  };

  return (
    <SectionCard id="subscription" title={LL.payment.subscription.title()} description={LL.payment.subscription.description()}>
      {current ? <CurrentPlan subscription={current} onCancel={() => setCanceling(true)} /> : null}
      {plans.isError ? <FormAlert>{errorMessage(LL, plans.error)}</FormAlert> : null}
      <ColumnGrid columns={{ base: 1, md: 3 }} gap="3">
        {plans.isPending ? [0, 1, 2].map((i) => <Skeleton key={i} height="44" borderRadius="lg" />) : null}
        {plans.data?.plans.map((plan) => {
          const isCurrent = active?.plan.id === plan.id;
          return (
            <Card.Root key={plan.id} variant="outline" borderColor={isCurrent ? 'primary.solid' : undefined} data-testid={`plan-${plan.id}`}>
              <Card.Body gap="2" p="4">
                <Text fontWeight="bold" fontSize="lg">
                  {plan.name}
                </Text>
                <Text>
                  <Text as="span" fontSize="2xl" fontWeight="bold">
                    {LL.format.usd({ amount: centsToUsd(plan.priceCents) })}
                  </Text>{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {LL.payment.subscription.perMonth()}
                  </Text>
                </Text>
                <Text fontSize="sm" color="success.fg" fontWeight="medium">
                  {LL.payment.subscription.monthlyPoints({ count: plan.monthlyPoints })}
                </Text>
                <List.Root fontSize="sm" color="fg.muted" ps="4">
                  {plan.perks.map((perk) => (
                    <List.Item key={perk}>{LL.payment.subscription.perks[perk]()}</List.Item>
                  ))}
                </List.Root>
                <Stack mt="auto" pt="2">
                  {isCurrent ? (
                    <Badge alignSelf="flex-start" colorPalette="primary">
                      {LL.payment.subscription.yourPlan()}
                    </Badge>
                  ) : (
                    <Button size="sm" variant={active ? 'outline' : 'solid'} onClick={() => {
                        setChosen(plan);
                        setOpen(true);
                      }}>
                      {active ? LL.payment.subscription.switchTo({ plan: plan.name }) : LL.payment.subscription.subscribeTo({ plan: plan.name })}
                    </Button>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </ColumnGrid>
      <ChargeDialog
        open={open}
        onClose={() => setOpen(false)}
        title={active ? LL.payment.subscription.switchTitle() : LL.payment.subscription.subscribeTitle()}
        lines={
          chosen
            ? [
                { label: LL.payment.subscription.plan(), value: chosen.name },
                { label: LL.payment.subscription.everyMonth(), value: LL.format.points({ count: chosen.monthlyPoints }) },
                ...(active ? [{ label: LL.payment.subscription.replaces(), value: active.plan.name }] : []),
              ]
            : []
        }
        summary={(card) => LL.payment.subscription.summary({ amount: centsToUsd(chosen?.priceCents ?? 0), card })}
        confirmLabel={LL.payment.charge.pay({ amount: centsToUsd(chosen?.priceCents ?? 0) })}
        perform={perform}
        onSuccess={(result) => {
          setOpen(false);
          setCurrent(result.userSubscription);
          showToast({ message: LL.payment.subscription.done({ plan: result.userSubscription.plan.name }) });
        }}
        testId="subscribe-dialog"
      />
      <ConfirmDialog
        open={canceling}
        onClose={() => {
          setCanceling(false);
          setCancelError(null);
        }}
        title={LL.payment.subscription.cancelTitle()}
        summary={active ? LL.payment.subscription.cancelSummary({ date: new Date(active.currentPeriodEnd) }) : ''}
        confirmLabel={LL.payment.subscription.cancelConfirm()}
        confirmColor="error"
        onConfirm={confirmCancel}
        error={cancelError}
        failureNote={LL.payment.subscription.stillActive()}
        testId="cancel-dialog"
      />
    </SectionCard>
  );
};
