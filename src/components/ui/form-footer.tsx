import { Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { Button } from './button';
import { FormAlert } from './form-alert';

/**
 * A form's failure that belongs to no field (a network error, a server refusal): kept until the
 * next submit. Shown with `FormFailure`.
 */
export const useFormFailure = () => {
  const [failure, setFailure] = useState<unknown>(null);
  return { failure, setFailure };
};

/** The failure above the fields, focused when it appears so it is read before anything else. */
export const FormFailure = ({ failure, title }: { failure: unknown; title: ReactNode }) => {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <FormAlert ref={ref} title={title}>
      {errorMessage(LL, failure)}
    </FormAlert>
  );
};

export interface FormFooterProps {
  submitLabel: ReactNode;
  submitting: boolean;
  submitTestId?: string;
  /** Shown as "Cancel" before the submit button when given. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
}

/** The submit button (loading while the form is sent, so it can't be pressed twice), with an optional cancel. */
export const FormFooter = ({ submitLabel, submitting, submitTestId, onCancel, cancelLabel }: FormFooterProps) => {
  const { LL } = useI18nContext();
  return (
    <Stack direction="row" justify="flex-end" gap="2">
      {onCancel ? (
        <Button variant="ghost" color="neutral" onClick={onCancel}>
          {cancelLabel ?? LL.money.cancel()}
        </Button>
      ) : null}
      <Button type="submit" loading={submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Stack>
  );
};
