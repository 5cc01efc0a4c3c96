import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useConfirmPasswordReset } from '@/api/generated/endpoints/password-reset/password-reset';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { AlertLink } from '@/components/ui/alert-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordInput } from '@/components/ui/password-input';
import { forgetResetToken, takeResetToken } from './reset-token';
import { accountLimits } from '@/lib/validation/account-limits';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/auth-schemas').then((module) => module.resetPasswordSchema);

const requestLinkPath = '/send-reset-password-email';

const ResetForm = ({ token }: { token: string }) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<unknown>(null);
  const alert = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useValidatedForm(loadSchema, { defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ data: { token, password } });
      forgetResetToken();
      await navigate('/reset-password-complete', { replace: true, state: { passwordChanged: true } });
    } catch (error) {
      if (!applyServerError(error, setError, {}, ['password'])) setFailure(error);
    }
  });

  const invalidToken = isApiError(failure, 'InvalidResetToken');
  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate>
        <Heading as="h1" size="2xl">
          {LL.passwordReset.reset.title()}
        </Heading>
        <Text color="fg.muted">{LL.passwordReset.reset.intro()}</Text>
        <FormField
          label={LL.passwordReset.reset.password()}
          error={errors.password}
          helperText={LL.passwordReset.reset.passwordHelp(accountLimits.password)}
          required
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={LL.passwordReset.reset.confirmPassword()} error={errors.confirmPassword} required>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        {failure ? (
          <FormAlert
            ref={alert}
            testId="form-error"
            title={invalidToken ? LL.passwordReset.reset.invalidTokenTitle() : undefined}
            action={invalidToken ? <AlertLink to={requestLinkPath}>{LL.passwordReset.reset.requestNew()}</AlertLink> : undefined}
          >
            {errorMessage(LL, failure)}
          </FormAlert>
        ) : null}
        <Button type="submit" loading={confirm.isPending} width="full">
          {LL.passwordReset.reset.submit()}
        </Button>
      </form>
    </Stack>
  );
};

const MissingToken = () => {
  const { LL } = useI18nContext();
  return (
    <Stack gap="5" data-testid="reset-token-missing">
      <Heading as="h1" size="2xl">
        {LL.passwordReset.reset.title()}
      </Heading>
      <FormAlert testId="form-error" title={LL.passwordReset.reset.missingTokenTitle()}>
        {LL.passwordReset.reset.missingToken()}
      </FormAlert>
      <Button asChild>
        <RouterLink to={requestLinkPath}>{LL.passwordReset.reset.requestNew()}</RouterLink>
      </Button>
      <Link asChild colorPalette="primary" color="colorPalette.fg" alignSelf="center">
        <RouterLink to="/sign-in">{LL.passwordReset.request.backToSignIn()}</RouterLink>
      </Link>
    </Stack>
  );
};

/** /reset-password#token=…: set a new password with the token from the e-mailed link. */
export const ResetPasswordScreen = () => {
  const { LL } = useI18nContext();
  const { hash } = useLocation();
  // Read once: the fragment is then removed from the address bar and the token lives only here.
  const [token] = useState(() => takeResetToken(hash));
  useEffect(() => forgetResetToken, []);
  return (
    <>
      <title>{`${LL.passwordReset.titles.resetPassword()} | ${LL.app.name()}`}</title>
      {token ? <ResetForm token={token} /> : <MissingToken />}
    </>
  );
};

/**
 * /reset-password-complete: the password is changed; on to sign in. Only a reset completed in
 * this tab says so (the router state the form leaves); opened directly, the page sends the
 * user to ask for a reset link (docs/decisions/profile-and-reset.md).
 */
export const ResetPasswordCompleteScreen = () => {
  const { LL } = useI18nContext();
  const { state } = useLocation();
  const changed = typeof state === 'object' && state !== null && (state as { passwordChanged?: unknown }).passwordChanged === true;
  if (!changed) return <Navigate to="/send-reset-password-email" replace />;
  return (
    <Stack gap="5" data-testid="reset-complete">
      <title>{`${LL.passwordReset.titles.resetPasswordComplete()} | ${LL.app.name()}`}</title>
      <Heading as="h1" size="2xl">
        {LL.passwordReset.complete.title()}
      </Heading>
      <Text>{LL.passwordReset.complete.body()}</Text>
      <Button asChild width="full">
        <RouterLink to="/sign-in">{LL.passwordReset.complete.signIn()}</RouterLink>
      </Button>
    </Stack>
  );
};
