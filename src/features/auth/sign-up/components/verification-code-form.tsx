import { Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import {
  useResendVerificationCode,
  useSendVerificationCode,
  useVerifyVerificationCode,
} from '@/api/generated/endpoints/verification/verification';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { AuthHeading } from '../../sign-in/components/auth-heading';
import { FormAlert } from '@/components/ui/form-alert';
import { signUpPaths, useFlowNavigate, useSignUpLocationState } from '../hooks/flow';
import { updateSignUpDraft, useSignUpDraft } from '../hooks/sign-up-draft';
import { useSecondsUntil } from '../hooks/use-countdown';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/auth-schemas').then((module) => module.verificationCodeSchema);

/** Digits only, whatever was typed or pasted: full-width digits count, spaces and dashes go. */
export const toCodeDigits = (value: string): string => value.normalize('NFKC').replace(/\D/g, '').slice(0, 6);

type Problem = 'unusable' | 'verificationRequired' | null;

/**
 * Sign-up, second step: the six digits from the e-mail. A wrong code goes under the field; an
 * expired code (or one guessed wrong too often) offers a new code; resending waits for the
 * server's cool-down, counted down on the button.
 */
export const VerificationCodeForm = () => {
  const { LL } = useI18nContext();
  const { search } = useLocation();
  const { serverError } = useSignUpLocationState();
  const flowNavigate = useFlowNavigate();
  const draft = useSignUpDraft();
  const verification = draft?.verification ?? null;
  const email = draft?.email ?? '';
  const verify = useVerifyVerificationCode();
  const resend = useResendVerificationCode();
  const sendNew = useSendVerificationCode();
  const [problem, setProblem] = useState<Problem>(serverError === 'EmailVerificationRequired' ? 'verificationRequired' : null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const secondsLeft = useSecondsUntil(verification?.resendAvailableAt);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, { defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!verification) return;
    setFailure(null);
    setSent(false);
    try {
      const { emailVerifyId } = await verify.mutateAsync({ data: { verificationId: verification.verificationId, code } });
      updateSignUpDraft({ emailVerifyId });
      flowNavigate(signUpPaths.setupAccount, {});
    } catch (error) {
      if (isApiError(error, 'VerificationCodeExpired') || isApiError(error, 'NotFound')) {
        setProblem('unusable');
        return;
      }
      if (applyServerError(error, setError, { IncorrectVerificationCode: 'code' }, ['code'])) return;
      setFailure(error);
    }
  });

  const newCodeSent = () => {
    setProblem(null);
    setFailure(null);
    setSent(true);
    reset({ code: '' });
  };

  /** A brand-new verification: after expiry, too many tries, or a spent proof. */
  const requestNewCode = async () => {
    try {
      const next = await sendNew.mutateAsync({ data: { email } });
      updateSignUpDraft({ verification: next, emailVerifyId: null });
      newCodeSent();
    } catch (error) {
      setFailure(error);
    }
  };

  const resendCode = async () => {
    if (!verification) return;
    setSent(false);
    try {
      const next = await resend.mutateAsync({ data: { verificationId: verification.verificationId } });
      updateSignUpDraft({ verification: next });
      newCodeSent();
    } catch (error) {
      if (isApiError(error, 'RateLimited')) {
        // The server's clock decides: wait as long as it says.
        const wait = Number(error.body.retryAfterSeconds ?? 60);
        updateSignUpDraft({ verification: { ...verification, resendAvailableAt: new Date(Date.now() + wait * 1000).toISOString() } });
        setFailure(error);
      } else if (isApiError(error, 'NotFound')) {
        await requestNewCode();
      } else {
        setFailure(error);
      }
    }
  };

  const problemText = problem === 'verificationRequired' ? LL.errors.EmailVerificationRequired() : LL.auth.verification.codeUnusable();

  return (
    <>
      <AuthHeading title={LL.auth.titles.signUpVerificationCode()} intro={LL.auth.verification.intro({ email })} focusOnMount />
      <Stack gap="4">
        {draft?.emailVerifyId && !problem ? (
          <FormAlert status="success" action={<Button size="sm" alignSelf="flex-start" onClick={() => flowNavigate(signUpPaths.setupAccount, {})}>{LL.auth.verification.continue()}</Button>}>
            {LL.auth.verification.verified()}
          </FormAlert>
        ) : null}
        {problem ? (
          <FormAlert
            status="warning"
            action={
              <Button size="sm" alignSelf="flex-start" onClick={requestNewCode}>
                {LL.auth.verification.newCode()}
              </Button>
            }
          >
            {problemText}
          </FormAlert>
        ) : null}
        {failure ? <FormAlert>{errorMessage(LL, failure)}</FormAlert> : null}
        {sent ? (
          <Text role="status" color="fg.muted" fontSize="sm">
            {LL.auth.verification.resent({ email })}
          </Text>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <FormField label={LL.auth.verification.code()} error={errors.code} helperText={LL.auth.verification.codeHelp()} required>
                  <Input
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(toCodeDigits(event.target.value))}
                    onBlur={field.onBlur}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    fontSize="xl"
                    letterSpacing="0.4em"
                    fontFamily="mono"
                  />
                </FormField>
              )}
            />
            <Button type="submit" w="full" loading={isSubmitting}>
              {LL.auth.verification.submit()}
            </Button>
          </Stack>
        </form>
        <Button variant="outline" color="neutral" w="full" disabled={secondsLeft > 0 || !verification} onClick={resendCode} data-testid="resend-code">
          {secondsLeft > 0 ? LL.auth.verification.resendIn({ seconds: secondsLeft }) : LL.auth.verification.resend()}
        </Button>
        <VisuallyHidden aria-live="polite">{verification && secondsLeft === 0 ? LL.auth.verification.resendAvailable() : ''}</VisuallyHidden>
        <Link asChild alignSelf="center" fontSize="sm" colorPalette="primary" color="colorPalette.fg">
          <RouterLink to={{ pathname: signUpPaths.start, search }} state={{}}>
            {LL.auth.verification.changeEmail()}
          </RouterLink>
        </Link>
      </Stack>
    </>
  );
};
