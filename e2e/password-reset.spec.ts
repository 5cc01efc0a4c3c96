import { expect, test, waitForPath } from './fixtures';

// Password reset end to end on the mock backend: request the e-mail, follow the link the mock
// "sent" (from the mock tools, as a developer would), set a new password, sign in with it.
test.use({ locale: 'en-US', colorScheme: 'light' });

const email = 'newbie@kizuna.example';
const newPassword = 'fresh2026pass';

const signInStatus = (page: import('@playwright/test').Page, password: string) =>
  page.evaluate(
    async ({ email: address, password: secret }) =>
      (
        await fetch('/api/auth/email/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: address, password: secret }),
        })
      ).status,
    { email, password },
  );

test('reset the password from the e-mailed link, then sign in with the new one', async ({ page, navigate, expectNoAxeViolations, allowConsoleError }) => {
  // The old password's refused sign-in at the end, as the browser reports it.
  allowConsoleError(/Failed to load resource: the server responded with a status of 401/);
  await navigate('/send-reset-password-email');
  await expectNoAxeViolations();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const sent = page.getByTestId('reset-email-sent');
  await expect(sent).toContainText(`If an account exists for ${email}`);
  await expect(sent.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations();

  const outbox = await page.evaluate(() => fetch('/__mock/outbox').then((r) => r.json() as Promise<{ items: { to: string; kind: string; payload: unknown }[] }>));
  const link = outbox.items.find((item) => item.to === email && item.kind === 'PASSWORD_RESET')?.payload;
  expect(link).toMatch(/^\/reset-password#token=rst_/);

  // The mock tools show the link as a link: one click opens the reset screen.
  await page.getByTestId('mock-tools-open').click();
  const mailLink = page.getByTestId('mock-outbox-link').first();
  await expect(mailLink).toHaveAttribute('href', String(link));
  await mailLink.click();
  await waitForPath(page, '/reset-password');
  // The token left the address bar as soon as it was read.
  await expect.poll(() => new URL(page.url()).hash).toBe('');

  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill(newPassword);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Change password' }).click();
  await waitForPath(page, '/reset-password-complete');
  await expect(page.locator('main h1')).toHaveText('Your password was changed');
  await expectNoAxeViolations();

  expect(await signInStatus(page, newPassword)).toBe(200);
  expect(await signInStatus(page, 'kizuna1234')).toBe(401);
});

test.describe('in dark mode and Japanese', () => {
  test.use({ locale: 'ja', colorScheme: 'dark' });

  test('a link without a token, and a used or unknown one, say what to do', async ({ page, navigate, expectNoAxeViolations, allowConsoleError }) => {
    // The browser reports the refused confirm call itself.
    allowConsoleError(/Failed to load resource: the server responded with a status of 400/);
    await navigate('/reset-password#token=rst_unknown');
    await page.getByRole('textbox', { name: '新しいパスワード', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: '新しいパスワード（確認）' }).fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    const alert = page.getByTestId('form-error');
    await expect(alert).toContainText('このパスワード再設定リンクは無効か、有効期限が切れています。');
    await expect(alert).toBeFocused();
    await expectNoAxeViolations();
    await alert.getByRole('link', { name: '新しいリンクをリクエスト' }).click();
    await waitForPath(page, '/send-reset-password-email');
    await expectNoAxeViolations();

    await navigate('/reset-password');
    await expect(page.getByTestId('reset-token-missing')).toContainText('リンクに再設定用のトークンが見つかりませんでした');
    await expectNoAxeViolations();
  });
});
