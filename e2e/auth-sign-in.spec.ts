// Sign in and the auth screens' accessibility in both colour modes.
import { accounts, demoPassword, expect, test, waitForPath } from './fixtures';

test.describe('light', () => {
  test.use({ locale: 'en-US', colorScheme: 'light' });

  test('sign in and return to the page the user wanted', async ({ page, navigate, expectNoAxeViolations }) => {
    await navigate('/profile');
    await waitForPath(page, '/sign-in?redirect=%2Fprofile');
    await expectNoAxeViolations();
    await page.getByLabel('E-mail address').fill(accounts.fan);
    await page.locator('input[name="password"]').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/profile');
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});

test.describe('dark', () => {
  // The app picks Japanese only for a browser language of exactly `ja`.
  test.use({ locale: 'ja', colorScheme: 'dark' });

  test('the sign-in and sign-up screens, with their errors, pass axe in dark mode and Japanese', async ({ page, navigate, expectNoAxeViolations, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource: the server responded with a status of 409/);
    await navigate('/sign-in');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByLabel('メールアドレス').fill(accounts.google);
    await page.locator('input[name="password"]').fill(demoPassword);
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(`アカウント ${accounts.google} は Google ログインに連携されています。`);
    await expectNoAxeViolations();
    await page.getByRole('link', { name: '新規登録' }).click();
    await waitForPath(page, '/sign-up');
    await page.getByRole('button', { name: '確認コードを送信' }).click();
    await expect(page.getByText('続けるには利用規約に同意してください。')).toBeVisible();
    await expectNoAxeViolations();
  });
});
