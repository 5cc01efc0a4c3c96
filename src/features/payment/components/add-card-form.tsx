import { Grid, Stack } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addPaymentMethod, getListPaymentMethodsQueryKey } from '@/api/generated/endpoints/payment/payment';
import type { PaymentMethod } from '@/api/generated/model';
import { isApiError } from '@/api/api-error';
import { FormFailure, FormFooter, useFormFailure } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { expiryYears } from '../forms/card-dates';
import { translatePaymentMessage } from '../forms/money-messages';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/card-schema').then((module) => module.cardSchema());


const months = Array.from({ length: 12 }, (_, i) => i + 1);

export interface AddCardFormProps {
  onAdded: (card: PaymentMethod) => void;
  onCancel?: () => void;
}

/** Saves a card: number (Luhn-checked), expiry month and year, CVC, name. A card already saved gets "Already added." */
export const AddCardForm = ({ onAdded, onCancel }: AddCardFormProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const years = useMemo(() => expiryYears(new Date()), []);
  const { failure, setFailure } = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, { defaultValues: { cardNumber: '', expMonth: '', expYear: '', cvc: '', holderName: '' } });
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
        <FormFailure failure={failure} title={LL.payment.cards.addFailed()} />
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
        <FormFooter submitLabel={LL.payment.cards.save()} submitting={isSubmitting} submitTestId="save-card" onCancel={onCancel} />
      </Stack>
    </form>
  );
};
