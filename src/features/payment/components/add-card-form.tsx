import { Grid, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addPaymentMethod, getListPaymentMethodsQueryKey } from '@/api/generated/endpoints/payment/payment';
import type { PaymentMethod } from '@/api/generated/model';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { cardSchema, expiryYears } from '../forms/card-schema';
import { translatePaymentMessage } from '../forms/money-messages';

const months = Array.from({ length: 12 }, (_, i) => i + 1);

export interface AddCardFormProps {
  onAdded: (card: PaymentMethod) => void;
  onCancel?: () => void;
}

/** Saves a card: number (Luhn-checked), expiry month and year, CVC, name. A card already saved gets "Already added." */
export const AddCardForm = ({ onAdded, onCancel }: AddCardFormProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const schema = useMemo(() => cardSchema(), []);
  const years = useMemo(() => expiryYears(new Date()), []);
  const [failure, setFailure] = useState<unknown>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(schema, { defaultValues: { cardNumber: '', expMonth: '', expYear: '', cvc: '', holderName: '' } });
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const message = (error: { message?: string } | undefined) => (error ? { message: translatePaymentMessage(LL, error.message) } : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { paymentMethod } = await addPaymentMethod(values);
      await queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
      onAdded(paymentMethod);
    } catch (error) {
      if (isApiError(error, 'AlreadyAdded')) {
        setError('cardNumber', { type: 'server', message: 'errors.AlreadyAdded' }, { shouldFocus: true });
        return;
      }
      if (applyServerError(error, setError, {}, ['cardNumber', 'expMonth', 'expYear', 'cvc', 'holderName'])) return;
      setFailure(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="add-card-form" aria-label={LL.payment.cards.addTitle()}>
      <Stack gap="3">
        {failure ? (
          <FormAlert ref={alertRef} title={LL.payment.cards.addFailed()}>
            {errorMessage(LL, failure)}
          </FormAlert>
        ) : null}
        <FormField label={LL.payment.cards.number()} error={message(errors.cardNumber)} required>
          <Input {...register('cardNumber')} inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" data-testid="card-number" />
        </FormField>
        <Grid templateColumns={{ base: '1fr 1fr', sm: '1fr 1fr 1fr' }} gap="3">
          <FormField label={LL.payment.cards.expMonth()} error={message(errors.expMonth)} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('expMonth')} autoComplete="cc-exp-month" data-testid="card-exp-month">
                <option value="">{LL.payment.cards.choose()}</option>
                {months.map((m) => (
                  <option key={m} value={String(m)}>
                    {String(m).padStart(2, '0')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={LL.payment.cards.expYear()} error={message(errors.expYear)} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('expYear')} autoComplete="cc-exp-year" data-testid="card-exp-year">
                <option value="">{LL.payment.cards.choose()}</option>
                {years.map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={LL.payment.cards.cvc()} error={message(errors.cvc)} required>
            <Input {...register('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={8} data-testid="card-cvc" />
          </FormField>
        </Grid>
        <FormField label={LL.payment.cards.holder()} error={message(errors.holderName)} required>
          <Input {...register('holderName')} autoComplete="cc-name" data-testid="card-holder" />
        </FormField>
        <Stack direction="row" justify="flex-end" gap="2">
          {onCancel ? (
            <Button variant="ghost" color="neutral" onClick={onCancel}>
              {LL.money.cancel()}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting} data-testid="save-card">
            {LL.payment.cards.save()}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
};
