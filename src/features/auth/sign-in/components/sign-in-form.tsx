import { Link, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useLoginWithEmail } from '@/api/generated/endpoints/auth/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { completeSignIn } from '@/lib/session';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { GoogleButton } from '../../google/components/google-button';
import { useContinueWithGoogle } from '../../google/hooks/use-continue-with-google';
import { useRedirectParam } from '../../sign-up/hooks/flow';
import { AuthHeading } from './auth-heading';
import { FormAlert } from '@/components/ui/form-alert';
import { OrDivider } from './or-divider';
import { PasswordInput } from '@/components/ui/password-input';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/auth-schemas').then((module) => module.signInFormSchema);

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const googleLinkedId = 'sign-in-google-linked';

/**
 * Sign in with e-mail and password, or with Google. A wrong password goes under the password
 * field; an account that only signs in with Google gets the message and an emphasised Google
 * button; anything else gets a generic message. Every typed value stays.
 */
export const SignInForm = () => {
  const { LL } = useI18nContext();
  const { search } = useLocation();
  const redirect = useRedirectParam();
  const login = useLoginWithEmail();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, { defaultValues: { email: '', password: '' } });

  const continueWithGoogle = useContinueWithGoogle(setFailure);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const auth = await login.mutateAsync({ data: values });
      await completeSignIn(auth, redirect);
    } catch (error) {
      if (isApiError(error, 'GoogleLinkedAccount')) {
        setFailure(error);
        return;
      }
      if (applyServerError(error, setError, { InvalidCredentials: 'password' }, ['email', 'password'])) return;
      setFailure(error);
    }
  });

  const googleLinked = isApiError(failure, 'GoogleLinkedAccount');

  return (
    <>
      <AuthHeading title={LL.auth.titles.signIn()} intro={LL.auth.signIn.intro()} />
      <Stack gap="4">
        {failure ? <FormAlert id={googleLinked ? googleLinkedId : undefined}>{errorMessage(LL, failure)}</FormAlert> : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label={LL.auth.fields.email()} error={errors.email} required>
              <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...register('email', { setValueAs: trim })} />
            </FormField>
            <FormField label={LL.auth.fields.password()} error={errors.password} required>
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </FormField>
            <Link asChild alignSelf="flex-end" fontSize="sm" colorPalette="primary" color="colorPalette.fg">
              <RouterLink to="/send-reset-password-email">{LL.auth.signIn.forgotPassword()}</RouterLink>
            </Link>
            <Button type="submit" w="full" loading={isSubmitting}>
              {LL.auth.signIn.submit()}
            </Button>
          </Stack>
        </form>
        <OrDivider />
        <GoogleButton onCredential={continueWithGoogle} emphasised={googleLinked} describedBy={googleLinked ? googleLinkedId : undefined} />
        <Text textAlign="center" fontSize="sm">
          {LL.auth.signIn.noAccount()}{' '}
          <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={{ pathname: '/sign-up', search }}>{LL.auth.signIn.signUpLink()}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </>
  );
};
