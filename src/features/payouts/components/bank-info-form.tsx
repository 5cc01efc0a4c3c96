import { Stack } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useQueryClient } from '@tanstack/react-query';
import { getGetBankInfoQueryKey, saveBankInfo } from '@/api/generated/endpoints/payouts/payouts';
import type { BankInfo, BankInfoResponse } from '@/api/generated/model';
import { FormFailure, FormFooter, useFormFailure } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { translatePayoutMessage } from '../forms/payout-messages';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/bank-info-schema').then((module) => module.bankInfoSchema);


export interface BankInfoFormProps {
  /** The saved information, to edit (the account number itself is never sent back, so it is typed again). */
  saved: BankInfo | null;
  onSaved: (info: BankInfo) => void;
  onCancel?: () => void;
}

/** Full name, address, bank account and SWIFT/BIC, all required and checked before they are sent. */
export const BankInfoForm = ({ saved, onSaved, onCancel }: BankInfoFormProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { failure, setFailure } = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, {
    defaultValues: { fullName: saved?.fullName ?? '', address: saved?.address ?? '', bankAccount: '', swiftCode: saved?.swiftCode ?? '' },
  });
  const message = (error: { message?: string } | undefined) => (error ? { message: translatePayoutMessage(LL, error.message) } : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await saveBankInfo(values);
      queryClient.setQueryData<BankInfoResponse>(getGetBankInfoQueryKey(), result);
      if (result.bankInfo) onSaved(result.bankInfo);
    } catch (error) {
      if (applyServerError(error, setError, {}, ['fullName', 'address', 'bankAccount', 'swiftCode'])) return;
      setFailure(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="bank-info-form" aria-label={LL.payouts.bank.formTitle()}>
      <Stack gap="3">
        <FormFailure failure={failure} title={LL.payouts.bank.saveFailed()} />
        <FormField label={LL.payouts.bank.fullName()} error={message(errors.fullName)} required>
          <Input {...register('fullName')} autoComplete="name" data-testid="bank-full-name" />
        </FormField>
        <FormField label={LL.payouts.bank.address()} error={message(errors.address)} required>
          <Textarea {...register('address')} autoComplete="street-address" rows={2} data-testid="bank-address" />
        </FormField>
        <FormField
          label={LL.payouts.bank.account()}
          error={message(errors.bankAccount)}
          helperText={saved ? LL.payouts.bank.accountRetype({ last4: saved.bankAccountLast4 }) : LL.payouts.bank.accountHelp()}
          required
        >
          <Input {...register('bankAccount')} autoComplete="off" data-testid="bank-account" />
        </FormField>
        <FormField label={LL.payouts.bank.swift()} error={message(errors.swiftCode)} helperText={LL.payouts.bank.swiftHelp()} required>
          <Input {...register('swiftCode')} autoComplete="off" autoCapitalize="characters" data-testid="bank-swift" />
        </FormField>
        <FormFooter submitLabel={LL.payouts.bank.save()} submitting={isSubmitting} submitTestId="bank-save" onCancel={onCancel} />
      </Stack>
    </form>
  );
};
