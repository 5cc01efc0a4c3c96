import { Link, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { completeSignIn } from '@/lib/session';
import { loadOnce } from '@/lib/load-once';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { GoogleButton } from '../../google/components/google-button';
import { useContinueWithGoogle } from '../../google/hooks/use-continue-with-google';
import { useRedirectParam } from '../../sign-up/hooks/flow';
import { AuthHeading } from './auth-heading';
import { showToast } from '@/components/ui/toast';
import { OrDivider } from './or-divider';
import { PasswordInput } from '@/components/ui/password-input';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts), and what
// a submit sends, with the alert of its refusal, loads with them: a submit that has passed the
// rules finds it loaded.
const request = loadOnce(() => import('../sign-in-request'));
const loadSchema = () => Promise.all([import('../../forms/auth-schemas'), request.load()]).then(([module]) => module.signInFormSchema);

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
  const [failure, setFailure] = useState<unknown>(null);
  // A refusal shows once the alert's code is there: at once after a submit, which loaded it; a
  // Google refusal can come first. If it cannot load (offline), a toast says the sign-in failed.
  const showFailure = useCallback(
    (error: unknown) => {
      request.load().then(
        () => setFailure(error),
        () => showToast({ type: 'error', message: LL.errors.UnknownError() }),
      );
    },
    [LL],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, { defaultValues: { email: '', password: '' } });

  const continueWithGoogle = useContinueWithGoogle(showFailure);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { loginWithEmail } = await request.load();
      const auth = await loginWithEmail(values);
      await completeSignIn(auth, redirect);
    } catch (error) {
      if (!isApiError(error, 'GoogleLinkedAccount') && request.loaded()?.applyServerError(error, setError, { InvalidCredentials: 'password' }, ['email', 'password'])) return;
      showFailure(error);
    }
  });

  const googleLinked = isApiError(failure, 'GoogleLinkedAccount');
  const shown = failure ? request.loaded() : null;

  return (
    <>
      <AuthHeading title={LL.auth.titles.signIn()} intro={LL.auth.signIn.intro()} />
      <Stack gap="4">
        {shown ? <shown.SignInFailure failure={failure} id={googleLinked ? googleLinkedId : undefined} /> : null}
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
