import { expect, test, waitForPath } from './fixtures';

// Google sign-up in mock mode: the mock account chooser stands in for Google's; no script of
// Google's is ever requested.
test.use({ locale: 'en-US', colorScheme: 'light' });

test('Google sign-up: a new Google user sets up the account and is signed in', async ({ page, navigate, expectNoAxeViolations, allowConsoleError }) => {
  // A new Google user: the sign-in call answers 404 GoogleAccountNotRegistered, which the browser reports.
  allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts.google.com')) googleRequests.push(request.url());
  });
  await navigate('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
  await expect(chooser).toBeVisible();
  await expectNoAxeViolations();
  await chooser.getByRole('button', { name: /A new Google user/ }).click();
  await waitForPath(page, '/sign-up/setup-account-google');
  await expect(page.getByText(/You are signing up with the Google account google\.[a-z0-9]+@kizuna\.example\./)).toBeVisible();
  await expectNoAxeViolations();
  await page.getByLabel('Nickname').fill('New fan');
  await page.getByLabel('Gender').selectOption('PREFER_NOT_TO_SAY');
  await page.getByLabel('Interested in').selectOption('MEN');
  await page.getByLabel('Date of birth').fill('1990-02-03');
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/chats');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(googleRequests).toEqual([]);
});
