import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loginWithEmail } from '@/api/generated/endpoints/auth/auth';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { mockServer } from '@mocks/node';
import { requestReset } from '@mocks/areas/password-reset/rules';
import { lastMailTo, setupMockBackend } from '@mocks/testing/test-kit';
import { renderScreens, seedSession } from '../../../../tests/render';
import ResetPasswordCompletePage from '../pages/reset-password-complete-page';
import ResetPasswordPage from '../pages/reset-password-page';
import SendResetPasswordEmailPage from '../pages/send-reset-password-email-page';
import { forgetResetToken, takeResetToken, tokenFromHash } from './reset-token';

// The password reset screens alone (no route table) against the mock backend: every form
// rule, every server refusal, and the token's handling in English; each screen once in
// Japanese (the translations themselves: src/i18n/translations.test.ts).
setupMockBackend();
afterEach(() => forgetResetToken());

const fan = 'fan@kizuna.example';
/**
 * Replaces a field's value the way a user pasting it would (focus, clear, paste): one input
 * event instead of one render per key, since typing itself is not what these tests check.
 */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.paste(text);
};
/** A label's text without the required marker (`*`, hidden from assistive technology). */
const label = (text: string) => (content: string) => content.replace(/\s*\*\s*$/, '').trim() === text;

const resetLinkFor = (email: string): string => {
  requestReset(email);
  const link = lastMailTo(email, 'PASSWORD_RESET')?.payload;
  if (!link) throw new Error('no reset mail');
  return link;
};

describe('the reset token', () => {
  it('is read from the fragment only', () => {
    expect(tokenFromHash('#token=rst_abc')).toBe('rst_abc');
    expect(tokenFromHash('#other=1&token=rst_abc')).toBe('rst_abc');
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });

  it('is removed from the address bar and kept in memory', () => {
    window.history.replaceState({ idx: 0 }, '', '/reset-password?x=1#token=rst_secret');
    expect(takeResetToken('#token=rst_secret')).toBe('rst_secret');
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/reset-password?x=1');
    expect(window.history.state).toEqual({ idx: 0 });
    // A second render (React's development double render) still has it.
    expect(takeResetToken('')).toBe('rst_secret');
    forgetResetToken();
    expect(takeResetToken('')).toBeNull();
  });
});

const openScreens = (route: string, locale: Locales) => {
  seedSession(null);
  return renderScreens(
    [
      { path: '/send-reset-password-email', element: <SendResetPasswordEmailPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/reset-password-complete', element: <ResetPasswordCompletePage /> },
    ],
    { route, locale },
  );
};

describe.each<Locales>(['en', 'ja'])('password reset (%s)', (locale) => {
  const LL = i18nObject(locale);
  /** Every rule in English; in Japanese, one smoke test per screen. */
  const everyRule = locale === 'en';

  describe('send the reset e-mail', () => {
    const open = () => openScreens('/send-reset-password-email', locale);
    const emailInput = () => screen.findByRole('textbox', { name: LL.passwordReset.request.email() });
    const submit = () => userEvent.click(screen.getByRole('button', { name: LL.passwordReset.request.submit() }));

    it('requires an address, and a valid one', async () => {
      open();
      const input = await emailInput();
      expect(input).toHaveAttribute('autocomplete', 'email');
      await submit();
      expect(await screen.findByText(LL.validation.required())).toBeVisible();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      await fill(input, 'hana@');
      expect(await screen.findByText(LL.validation.email())).toBeVisible();
    });

    if (everyRule) it('says the link is on its way, whether or not the account exists, and can go back', async () => {
      open();
      await fill(await emailInput(), fan);
      await submit();
      const sent = await screen.findByTestId('reset-email-sent');
      expect(within(sent).getByRole('heading', { level: 1 })).toHaveTextContent(LL.passwordReset.sent.title());
      expect(within(sent).getByRole('heading', { level: 1 })).toHaveFocus();
      expect(sent).toHaveTextContent(LL.passwordReset.sent.body({ email: fan }));
      expect(lastMailTo(fan, 'PASSWORD_RESET')?.payload).toMatch(/^\/reset-password#token=rst_/);
      // Resending waits for the cool-down.
      expect(within(sent).getByRole('button', { name: LL.passwordReset.sent.resend() })).toBeDisabled();
      expect(within(sent).getByRole('link', { name: LL.passwordReset.sent.backToSignIn() })).toHaveAttribute('href', '/sign-in');

      await userEvent.click(within(sent).getByRole('button', { name: LL.passwordReset.sent.otherEmail() }));
      expect(await emailInput()).toHaveValue(fan);

      await fill(await emailInput(), 'nobody@kizuna.example');
      await submit();
      expect(await screen.findByTestId('reset-email-sent')).toHaveTextContent(
        LL.passwordReset.sent.body({ email: 'nobody@kizuna.example' }),
      );
    });

    if (everyRule) it('explains a rate limit and keeps the address', async () => {
      mockServer.use(
        http.post('*/api/auth/password-reset/request', () =>
          HttpResponse.json({ status: 429, name: 'RateLimited', description: 'Slow down.', retryAfterSeconds: 30 }, { status: 429 }),
        ),
      );
      open();
      await fill(await emailInput(), fan);
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(LL.passwordReset.request.rateLimited());
      expect(await emailInput()).toHaveValue(fan);
    });

    if (everyRule) it('shows a generic message for an unexpected failure and keeps the address', async () => {
      mockServer.use(http.post('*/api/auth/password-reset/request', () => new HttpResponse('boom', { status: 500 })));
      open();
      await fill(await emailInput(), fan);
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(LL.errors.UnknownError());
      expect(await emailInput()).toHaveValue(fan);
    });
  });

  describe('set a new password', () => {
    const open = (route: string) => openScreens(route, locale);
    const passwordInput = () => screen.findByLabelText(label(LL.passwordReset.reset.password()), { selector: 'input' });
    const confirmInput = () => screen.getByLabelText(label(LL.passwordReset.reset.confirmPassword()), { selector: 'input' });
    const submit = () => userEvent.click(screen.getByRole('button', { name: LL.passwordReset.reset.submit() }));

    if (everyRule) it('says so when the link has no token, with a way to ask for a new one', async () => {
      open('/reset-password');
      const missing = await screen.findByTestId('reset-token-missing');
      expect(within(missing).getByRole('alert')).toHaveTextContent(LL.passwordReset.reset.missingToken());
      expect(within(missing).getByRole('link', { name: LL.passwordReset.reset.requestNew() })).toHaveAttribute(
        'href',
        '/send-reset-password-email',
      );
      expect(screen.queryByLabelText(label(LL.passwordReset.reset.password()))).toBeNull();
    });

    it('applies the password rule and asks for the same password twice', async () => {
      open('/reset-password#token=rst_whatever');
      const password = await passwordInput();
      expect(password).toHaveAttribute('autocomplete', 'new-password');
      expect(password).toHaveAttribute('type', 'password');
      expect(screen.getByText(LL.passwordReset.reset.passwordHelp({ min: 8 }))).toBeVisible();
      await submit();
      expect(await screen.findByText(LL.validation.passwordLength({ min: 8 }))).toBeVisible();

      await fill(password, 'onlyletters');
      expect(await screen.findByText(LL.validation.passwordLetterAndNumber())).toBeVisible();
      await fill(password, 'newpass2026');
      await fill(confirmInput(), 'newpass2027');
      await submit();
      expect(await screen.findByText(LL.validation.passwordsMatch())).toBeVisible();
      expect(confirmInput()).toHaveAttribute('aria-invalid', 'true');
    });

    if (everyRule) it('reveals the password on request', async () => {
      open('/reset-password#token=rst_whatever');
      const password = await passwordInput();
      await userEvent.click(screen.getAllByRole('button', { name: LL.shell.password.show() })[0]!);
      expect(password).toHaveAttribute('type', 'text');
      await userEvent.click(screen.getByRole('button', { name: LL.shell.password.hide() }));
      expect(password).toHaveAttribute('type', 'password');
    });

    if (everyRule) it('explains an invalid or used link and offers a new one, keeping what was typed', async () => {
      open('/reset-password#token=rst_not_a_real_token');
      await fill(await passwordInput(), 'newpass2026');
      await fill(confirmInput(), 'newpass2026');
      await submit();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(LL.errors.InvalidResetToken());
      expect(alert).toHaveTextContent(LL.passwordReset.reset.invalidTokenTitle());
      expect(within(alert).getByRole('link', { name: LL.passwordReset.reset.requestNew() })).toHaveAttribute(
        'href',
        '/send-reset-password-email',
      );
      expect(await passwordInput()).toHaveValue('newpass2026');
    });

    it('changes the password with the token from the e-mail, then shows the way to sign in', async () => {
      const link = resetLinkFor(fan);
      const { router } = open(link);
      await fill(await passwordInput(), 'brandnew2026');
      await fill(confirmInput(), 'brandnew2026');
      await submit();
      await waitFor(() => expect(router.location.pathname).toBe('/reset-password-complete'));
      expect(await screen.findByRole('heading', { level: 1, name: LL.passwordReset.complete.title() })).toBeVisible();
      expect(within(screen.getByTestId('reset-complete')).getByRole('link', { name: LL.passwordReset.complete.signIn() })).toHaveAttribute(
        'href',
        '/sign-in',
      );

      const { user } = await loginWithEmail({ email: fan, password: 'brandnew2026' });
      expect(user.email).toBe(fan);
    });

    it('opened directly (no reset done in this tab), never claims the password was changed', async () => {
      const { router } = openScreens('/reset-password-complete', locale);
      await waitFor(() => expect(router.location.pathname).toBe('/send-reset-password-email'));
      expect(screen.queryByTestId('reset-complete')).toBeNull();
      expect(screen.queryByText(LL.passwordReset.complete.title())).toBeNull();
    });

    if (everyRule) it('refuses the same link a second time', async () => {
      const link = resetLinkFor(fan);
      const first = open(link);
      await fill(await passwordInput(), 'brandnew2026');
      await fill(confirmInput(), 'brandnew2026');
      await submit();
      await waitFor(() => expect(first.router.location.pathname).toBe('/reset-password-complete'));
      first.unmount();

      open(link);
      await fill(await passwordInput(), 'another2026');
      await fill(confirmInput(), 'another2026');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(LL.errors.InvalidResetToken());
    });
  });
});
