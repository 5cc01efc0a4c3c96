import { HStack, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { InputGroup } from '@/components/ui/input-group';
import { Input } from '@/components/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getListPayoutsQueryKey, requestPayout, useGetBankInfo, useListPayouts } from '@/api/generated/endpoints/payouts/payouts';
import { requestPayoutBodyAmountCentsMax, requestPayoutBodyAmountCentsMin } from '@/api/generated/limits/payouts';
import { getGetMyAgentStatisticsQueryKey } from '@/api/generated/endpoints/statistics/statistics';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { Stat } from '@/components/ui/stat';
import { useI18nContext } from '@/i18n/i18n-react';
import { centsToUsd } from '@/lib/money/money';
import { calendarDate, daysUntil, payoutDateFor } from '@/lib/money/payout-date';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { translatePayoutMessage } from '../forms/payout-messages';

/** When a request made now arrives, as a date and a countdown in days. */
export const TransferDate = ({ now }: { now: Date }) => {
  const { LL } = useI18nContext();
  const date = payoutDateFor(now);
  const days = daysUntil(date, now);
  return (
    <Stack gap="0.5" borderWidth="1px" borderRadius="lg" p="3" bg="info.subtle" data-testid="transfer-date">
      <Text fontWeight="semibold">{LL.payouts.request.arrives({ date: calendarDate(date) })}</Text>
      <Text fontSize="sm">{LL.payouts.request.inDays({ count: days })}</Text>
      <Text fontSize="xs" color="fg.muted">
        {LL.payouts.request.rule()}
      </Text>
    </Stack>
  );
};

/** The available balance and a payout request within the contract's limits and the balance. */
export const PayoutRequestSection = () => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const payouts = useListPayouts();
  const bankInfo = useGetBankInfo().data?.bankInfo ?? null;
  const available = payouts.data?.availableBalanceCents ?? 0;
  const pending = (payouts.data?.items ?? []).filter((p) => p.status === 'REQUESTED').reduce((sum, p) => sum + p.amountCents, 0);
  // The rules (with this balance) load after the form is drawn (src/lib/validation/use-validated-form.ts).
  const loadSchema = useCallback(() => import('../forms/payout-schema').then((module) => module.payoutSchema(available)), [available]);
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [now] = useState(() => new Date());
  const {
    register,
    handleSubmit,
    setValue,
    reset: resetForm,
    formState: { errors },
  } = useValidatedForm(loadSchema, { defaultValues: { amount: '' } });

  const action = useMoneyAction(
    useCallback(
      async (key: string) => {
        const result = await requestPayout({ amountCents: amountCents ?? 0 }, { 'Idempotency-Key': key });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListPayoutsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetMyAgentStatisticsQueryKey() }),
        ]);
        return result;
      },
      [amountCents, queryClient],
    ),
  );

  const close = () => {
    action.reset();
    setOpen(false);
  };
  const confirm = async () => {
    const result = await action.run();
    if (!result) return;
    setOpen(false);
    resetForm({ amount: '' });
    showToast({
      message: LL.payouts.request.done({ amount: centsToUsd(result.payout.amountCents), date: calendarDate(result.payout.scheduledFor) }),
    });
  };
  const onSubmit = handleSubmit(({ amount }) => {
    setAmountCents(amount);
    setOpen(true);
  });

  return (
    <SectionCard id="payout" title={LL.payouts.request.title()} description={LL.payouts.request.description()}>
      <ColumnGrid columns={2} gap="3">
        <Stat.Root borderWidth="1px" borderRadius="lg" p="3" bg="primary.subtle">
          <Stat.Label color="fg">{LL.payouts.request.available()}</Stat.Label>
          <Stat.ValueText color="primary.fg" data-testid="available-balance">
            {LL.format.usd({ amount: centsToUsd(available) })}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="3">
          <Stat.Label>{LL.payouts.request.pending()}</Stat.Label>
          <Stat.ValueText data-testid="pending-balance">{LL.format.usd({ amount: centsToUsd(pending) })}</Stat.ValueText>
        </Stat.Root>
      </ColumnGrid>
      <TransferDate now={now} />
      {payouts.isSuccess && !bankInfo ? <FormAlert status="info">{LL.payouts.request.needBank()}</FormAlert> : null}
      <form onSubmit={onSubmit} noValidate data-testid="payout-form">
        <Stack gap="3">
          <FormField
            label={LL.payouts.request.amount()}
            error={errors.amount ? { message: translatePayoutMessage(LL, errors.amount.message, available) } : undefined}
            helperText={LL.payouts.request.help({ min: centsToUsd(requestPayoutBodyAmountCentsMin), max: centsToUsd(Math.min(available, requestPayoutBodyAmountCentsMax)) })}
            required
          >
            <InputGroup startElement="$">
              <Input {...register('amount')} inputMode="decimal" autoComplete="off" data-testid="payout-amount" />
            </InputGroup>
          </FormField>
          <HStack justify="flex-end" gap="2">
            <Button
              variant="outline"
              color="neutral"
              disabled={available === 0}
              onClick={() => setValue('amount', (available / 100).toFixed(2), { shouldValidate: Boolean(errors.amount) })}
            >
              {LL.payouts.request.all()}
            </Button>
            <Button type="submit" disabled={!bankInfo || available === 0} data-testid="payout-continue">
              {LL.payouts.request.continue()}
            </Button>
          </HStack>
        </Stack>
      </form>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={LL.payouts.request.confirmTitle()}
        lines={
          amountCents !== null
            ? [
                { label: LL.payouts.request.amount(), value: LL.format.usd({ amount: centsToUsd(amountCents) }) },
                { label: LL.payouts.request.to(), value: bankInfo ? LL.payouts.bank.accountMasked({ last4: bankInfo.bankAccountLast4 }) : '' },
                { label: LL.payouts.request.on(), value: LL.format.date({ value: calendarDate(payoutDateFor(now)) }) },
                { label: LL.payouts.request.left(), value: LL.format.usd({ amount: centsToUsd(available - amountCents) }) },
              ]
            : []
        }
        summary={LL.payouts.request.summary({ amount: centsToUsd(amountCents ?? 0), date: calendarDate(payoutDateFor(now)) })}
        confirmLabel={LL.payouts.request.confirm({ amount: centsToUsd(amountCents ?? 0) })}
        onConfirm={confirm}
        error={action.error}
        failureNote={LL.payouts.request.nothingRequested()}
        testId="payout-dialog"
      />
    </SectionCard>
  );
};
