import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useI18nContext } from '@/i18n/i18n-react';
import { translateFormMessage } from '@/lib/validation/form-message';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error from react-hook-form; its message is a key, translated here. */
  error?: Pick<FieldError, 'message'> | undefined;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Values some messages need (the e-mail of GoogleLinkedAccount). */
  messageValues?: { email?: string };
  children: ReactNode;
}

/**
 * A labelled form control with its help and its translated error. The field (field.tsx) wires the
 * label, `aria-invalid`, `aria-describedby` and the error text to the control inside it.
 */
export const FormField = ({ label, error, helperText, required, disabled, readOnly, messageValues, children }: FormFieldProps) => {
  const { LL } = useI18nContext();
  const message = translateFormMessage(LL, error?.message, messageValues);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
};
