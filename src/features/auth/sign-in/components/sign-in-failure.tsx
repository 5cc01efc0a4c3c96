import { FormAlert } from '@/components/ui/form-alert';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';

export interface SignInFailureProps {
  failure: unknown;
  id?: string;
}

/** Why a sign-in was refused, above the form: a refusal that belongs to no field. */
export const SignInFailure = ({ failure, id }: SignInFailureProps) => {
  const { LL } = useI18nContext();
  return <FormAlert id={id}>{errorMessage(LL, failure)}</FormAlert>;
};
