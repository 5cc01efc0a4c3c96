import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useRequestPasswordReset } from '@/api/generated/endpoints/password-reset/password-reset';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import type { TranslationFunctions } from '@/i18n/i18n-types';
import { errorMessage } from '@/lib/error-message';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import { FormAlert } from '@/components/ui/form-alert';
import { useCooldown } from './use-cooldown';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/auth-schemas').then((module) => module.sendResetEmailSchema);

/** Seconds before the same address can be sent another link from the "sent" screen. */
export const resendCooldownSeconds = 30;

const refusalMessage = (LL: TranslationFunctions, error: unknown): string =>
  isApiError(error, 'RateLimited') ? LL.passwordReset.request.rateLimited() : errorMessage(LL, error);

const RequestForm = ({ onSent, initialEmail }: { onSent: (email: string) => void; initialEmail: string }) => {
  const { LL } = useI18nContext();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useValidatedForm(loadSchema, { defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync({ data: { email } });
      onSent(email);
    } catch (error) {
      // A refused address goes on the field; anything else shows above the button. The typed
      // address stays either way.
      if (!applyServerError(error, setError, {}, ['email'])) setFailure(error);
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-describedby="reset-request-intro">
        <Heading as="h1" size="2xl">
          {LL.passwordReset.request.title()}
        </Heading>
        <Text id="reset-request-intro" color="fg.muted">
          {LL.passwordReset.request.intro()}
        </Text>
        <FormField label={LL.passwordReset.request.email()} error={errors.email} required>
          <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="off" spellCheck={false} {...register('email')} />
        </FormField>
        {failure ? <FormAlert testId="form-error">{refusalMessage(LL, failure)}</FormAlert> : null}
        <Button type="submit" loading={request.isPending} width="full">
          {LL.passwordReset.request.submit()}
        </Button>
        <Link asChild colorPalette="primary" color="colorPalette.fg" alignSelf="center">
          <RouterLink to="/sign-in">{LL.passwordReset.request.backToSignIn()}</RouterLink>
        </Link>
      </form>
    </Stack>
  );
};

const SentNotice = ({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) => {
  const { LL } = useI18nContext();
  const request = useRequestPasswordReset();
  const cooldown = useCooldown(resendCooldownSeconds);
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { start } = cooldown;

  useEffect(() => {
    start();
    // The screen changed under the user: move focus to its new heading so a screen reader reads it.
    heading.current?.focus();
  }, [start]);

  const resend = async () => {
    setFailure(null);
    try {
      await request.mutateAsync({ data: { email } });
      start();
      showToast({ message: LL.passwordReset.sent.resent() });
    } catch (error) {
      setFailure(error);
    }
  };

  const waiting = cooldown.remaining > 0;
  return (
    <Stack gap="5" data-testid="reset-email-sent">
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        {LL.passwordReset.sent.title()}
      </Heading>
      <Text>{LL.passwordReset.sent.body({ email })}</Text>
      {failure ? <FormAlert testId="form-error">{refusalMessage(LL, failure)}</FormAlert> : null}
      <Stack gap="2">
        <Button variant="outline" onClick={resend} disabled={waiting} aria-describedby={waiting ? 'resend-wait' : undefined}>
          {LL.passwordReset.sent.resend()}
        </Button>
        {waiting ? (
          <Text id="resend-wait" fontSize="sm" color="fg.muted" textAlign="center">
            {LL.passwordReset.sent.resendIn({ seconds: cooldown.remaining })}
          </Text>
        ) : null}
      </Stack>
      <Button variant="ghost" color="neutral" onClick={onChangeEmail}>
        {LL.passwordReset.sent.otherEmail()}
      </Button>
      <Link asChild colorPalette="primary" color="colorPalette.fg" alignSelf="center">
        <RouterLink to="/sign-in">{LL.passwordReset.sent.backToSignIn()}</RouterLink>
      </Link>
    </Stack>
  );
};

/** /send-reset-password-email: ask for the link, then say it is on its way (whether or not the account exists). */
export const SendResetEmailScreen = () => {
  const { LL } = useI18nContext();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  return (
    <>
      <title>{`${LL.passwordReset.titles.sendResetPasswordEmail()} | ${LL.app.name()}`}</title>
      {sentTo === null ? (
        <RequestForm
          initialEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            setSentTo(email);
          }}
        />
      ) : (
        <SentNotice email={sentTo} onChangeEmail={() => setSentTo(null)} />
      )}
    </>
  );
};
