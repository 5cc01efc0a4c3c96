import { HStack, Stack, Text } from '@chakra-ui/react';
import { InputGroup } from '@/components/ui/input-group';
import { Input } from '@/components/ui/input';
import { useCallback, useState } from 'react';
import { topUpPoints, useListPointsPackages } from '@/api/generated/endpoints/payment/payment';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { topUpPointsBodyAmountUsdMax, topUpPointsBodyAmountUsdMin } from '@/api/generated/limits/payment';
import { useI18nContext } from '@/i18n/i18n-react';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { translatePaymentMessage } from '../forms/money-messages';
import { parseWholeDollars } from '../forms/whole-dollars';
import { ChargeDialog } from './charge-dialog';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/top-up-schema').then((module) => module.topUpSchema);

const quickAmounts = [10, 20, 50];

/** A one-time top-up of any whole-dollar amount within the contract's limits. */
export const TopUpSection = () => {
  const { LL } = useI18nContext();
  const pointsPerUsd = useListPointsPackages().data?.pointsPerUsd;
  const [amount, setAmount] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useValidatedForm(loadSchema, { defaultValues: { amountUsd: '' } });
  const typed = parseWholeDollars(watch('amountUsd'));

  const perform = useCallback(
    (key: string, paymentMethodId: string) => topUpPoints({ amountUsd: amount ?? 0, paymentMethodId }, { 'Idempotency-Key': key }),
    [amount],
  );
  const onSubmit = handleSubmit(({ amountUsd }) => {
    setAmount(amountUsd);
    setOpen(true);
  });
  const points = (usd: number) => usd * (pointsPerUsd ?? 0);

  return (
    <SectionCard id="top-up" title={LL.payment.topUp.title()} description={LL.payment.topUp.description()}>
      <form onSubmit={onSubmit} noValidate data-testid="top-up-form">
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            {quickAmounts.map((usd) => (
              <Button key={usd} size="sm" variant="outline" color="neutral" onClick={() => setValue('amountUsd', String(usd), { shouldValidate: Boolean(errors.amountUsd) })}>
                {LL.format.usd({ amount: usd })}
              </Button>
            ))}
          </HStack>
          <FormField
            label={LL.payment.topUp.amount()}
            error={errors.amountUsd ? { message: translatePaymentMessage(LL, errors.amountUsd.message) } : undefined}
            helperText={LL.payment.topUp.help({ min: topUpPointsBodyAmountUsdMin, max: topUpPointsBodyAmountUsdMax })}
            required
          >
            <InputGroup startElement="$">
              <Input {...register('amountUsd')} inputMode="numeric" autoComplete="off" data-testid="top-up-amount" />
            </InputGroup>
          </FormField>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text color="fg.muted" aria-live="polite" data-testid="top-up-points">
              {typed !== null && pointsPerUsd ? LL.payment.topUp.youGet({ count: points(typed) }) : LL.payment.topUp.rate({ count: pointsPerUsd ?? 0 })}
            </Text>
            <Button type="submit">{LL.payment.topUp.continue()}</Button>
          </HStack>
        </Stack>
      </form>
      <ChargeDialog
        open={open}
        onClose={() => setOpen(false)}
        title={LL.payment.topUp.confirmTitle()}
        lines={amount !== null ? [{ label: LL.payment.charge.youGet(), value: LL.format.points({ count: points(amount) }) }] : []}
        summary={(card) => LL.payment.charge.summary({ amount: amount ?? 0, card })}
        confirmLabel={LL.payment.charge.pay({ amount: amount ?? 0 })}
        perform={perform}
        onSuccess={(result) => {
          setOpen(false);
          setValue('amountUsd', '');
          showToast({ message: LL.payment.charge.done({ count: result.purchase.points, balance: result.wallet.points }) });
        }}
        testId="top-up-dialog"
      />
    </SectionCard>
  );
};
