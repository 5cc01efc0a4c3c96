import type { Page } from '@playwright/test';
import { expect, test, waitForPath } from './fixtures';

// Sign-up with e-mail verification on the mock backend: the code is read from the mock outbox,
// as the Mock tools panel shows it.
test.use({ locale: 'en-US', colorScheme: 'light' });

const password = 'secret123';

const latestCode = async (page: Page, email: string): Promise<string> => {
  const { items } = await page.evaluate(
    () => fetch('/__mock/outbox').then((r) => r.json()) as Promise<{ items: { to: string; kind: string; payload: string }[] }>,
  );
  const mail = items.find((m) => m.to === email && m.kind === 'VERIFICATION_CODE');
  if (!mail) throw new Error(`no code for ${email}`);
  return mail.payload;
};

const startSignUp = async (page: Page, email: string) => {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await waitForPath(page, '/sign-up/verification-code');
};

const finishSignUp = async (page: Page) => {
  await waitForPath(page, '/sign-up/setup-account');
  await page.getByLabel('Nickname').fill('Mika');
  await page.getByLabel('Gender').selectOption('FEMALE');
  await page.getByLabel('Interested in').selectOption('BOTH');
  await page.getByLabel('Date of birth').fill('1995-04-01');
};

test('sign up with a code', async ({ page, navigate, expectNoAxeViolations }) => {
  const email = `e2e.${Date.now()}@kizuna.example`;
  await navigate('/sign-up');
  await expect(page.locator('main h1')).toHaveText('Sign up');
  await expectNoAxeViolations();
  await startSignUp(page, email);
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await expectNoAxeViolations();
  await page.getByLabel('Verification code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await finishSignUp(page);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/chats');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('wrong code, then the right code', async ({ page, navigate, expectNoAxeViolations, allowConsoleError }) => {
  // The browser reports the refused verify call itself.
  allowConsoleError(/Failed to load resource: the server responded with a status of 400/);
  const email = `e2e.wrong.${Date.now()}@kizuna.example`;
  await navigate('/sign-up');
  await startSignUp(page, email);
  const code = await latestCode(page, email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code you entered is incorrect. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await finishSignUp(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/chats');
});
