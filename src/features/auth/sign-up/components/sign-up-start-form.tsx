import { Link, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSendVerificationCode } from '@/api/generated/endpoints/verification/verification';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { serverErrorMessage } from '@/lib/validation/form-message';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { GoogleButton } from '../../google/components/google-button';
import { useContinueWithGoogle } from '../../google/hooks/use-continue-with-google';
import { AuthHeading } from '../../sign-in/components/auth-heading';
import { FormAlert } from '@/components/ui/form-alert';
import { OrDivider } from '../../sign-in/components/or-divider';
import { PasswordInput } from '@/components/ui/password-input';
import { signUpPaths, useFlowNavigate, useSignUpLocationState } from '../hooks/flow';
import { getSignUpDraft, getSignUpPassword, isVerificationLive, setSignUpPassword, updateSignUpDraft } from '../hooks/sign-up-draft';
import { AgreementField } from './agreement-field';
import { accountLimits } from '@/lib/validation/account-limits';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/auth-schemas').then((module) => module.signUpStartSchema);

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * Sign-up, first step: e-mail, password twice, the terms → a code is sent → the code step.
 * What was typed comes back from the draft (the password only from memory). A later step that
 * hits EmailAlreadyRegistered sends the user back here with the message on the e-mail field.
 */
export const SignUpStartForm = () => {
  const { LL } = useI18nContext();
  const { search, state } = useLocation();
  const { notice, serverError } = useSignUpLocationState();
  const flowNavigate = useFlowNavigate();
  const send = useSendVerificationCode();
  const [failure, setFailure] = useState<unknown>(null);
  const [initial] = useState(() => ({ draft: getSignUpDraft(), password: getSignUpPassword() }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, {
    defaultValues: {
      email: initial.draft?.email ?? '',
      password: initial.password?.password ?? '',
      confirmPassword: initial.password?.confirmPassword ?? '',
      agreement: initial.draft?.agreement ?? false,
    },
  });

  useEffect(() => {
    if (serverError === 'EmailAlreadyRegistered') {
      setError('email', { type: 'server', message: serverErrorMessage('EmailAlreadyRegistered') }, { shouldFocus: true });
    } else if (notice === 'reenterPassword') {
      setFocus('password');
    }
  }, [serverError, notice, setError, setFocus]);

  const continueWithGoogle = useContinueWithGoogle(setFailure);

  const onSubmit = handleSubmit(async ({ email, password, confirmPassword, agreement }) => {
    setFailure(null);
    setSignUpPassword({ password, confirmPassword });
    const draft = getSignUpDraft();
    const sameEmail = draft?.email.toLowerCase() === email.toLowerCase();
    // Back on this step with the same address: pick the flow up where it was.
    if (sameEmail && draft?.emailVerifyId) {
      updateSignUpDraft({ email, agreement });
      flowNavigate(signUpPaths.setupAccount, {});
      return;
    }
    if (sameEmail && isVerificationLive(draft?.verification ?? null, email)) {
      updateSignUpDraft({ email, agreement });
      flowNavigate(signUpPaths.verificationCode, {});
      return;
    }
    try {
      const verification = await send.mutateAsync({ data: { email } });
      updateSignUpDraft({ email, agreement, verification, emailVerifyId: null });
      flowNavigate(signUpPaths.verificationCode, {});
    } catch (error) {
      if (applyServerError(error, setError, { EmailAlreadyRegistered: 'email' }, ['email'])) return;
      setFailure(error);
    }
  });

  return (
    <>
      <AuthHeading title={LL.auth.titles.signUp()} intro={LL.auth.signUp.intro()} focusOnMount={state !== null && state !== undefined} />
      <Stack gap="4">
        {notice ? (
          <FormAlert status={notice === 'reenterPassword' ? 'info' : 'warning'}>{LL.auth.signUp.notices[notice]()}</FormAlert>
        ) : null}
        {failure ? <FormAlert>{errorMessage(LL, failure)}</FormAlert> : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label={LL.auth.fields.email()} error={errors.email} required>
              <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...register('email', { setValueAs: trim })} />
            </FormField>
            <FormField label={LL.auth.fields.newPassword()} error={errors.password} helperText={LL.auth.fields.newPasswordHelp(accountLimits.password)} required>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField label={LL.auth.fields.confirmPassword()} error={errors.confirmPassword} required>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <AgreementField control={control} name="agreement" error={errors.agreement} />
            <Button type="submit" w="full" loading={isSubmitting}>
              {LL.auth.signUp.submit()}
            </Button>
          </Stack>
        </form>
        <OrDivider />
        <GoogleButton onCredential={continueWithGoogle} />
        <Text textAlign="center" fontSize="sm">
          {LL.auth.signUp.haveAccount()}{' '}
          <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={{ pathname: '/sign-in', search }}>{LL.auth.signUp.signInLink()}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </>
  );
};
