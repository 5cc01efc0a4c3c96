import { logOutInAnotherTab } from './cross-tab-logout';
import { expect, test, waitForPath } from './fixtures';

// The session lifecycle and the shell's own controls, end to end on the mock backend.
test.use({ locale: 'en-US', colorScheme: 'light' });

test('a guest is sent to sign in and, once signed in, returns where they were going', async ({ page, navigate, login }) => {
  await navigate('/profile?tab=1');
  await waitForPath(page, '/sign-in?redirect=%2Fprofile%3Ftab%3D1');
  await login('fan');
  await navigate('/sign-in?redirect=%2Fprofile%3Ftab%3D1');
  await waitForPath(page, '/profile?tab=1');
  // Only ever a path on this site.
  await navigate('/sign-in?redirect=%2F%2Fevil.com');
  await waitForPath(page, '/chats');
});

// Issue 13: "a logout in one tab signs every tab out within 1 s". The journey checks that the
// other tab signs out by itself and prints the time it took; the 1 s goal is measured by
// `npm run bench:cross-tab-logout` (median of several logouts), because on a loaded machine one
// logout's figure varies from ~400 ms to over 3 s (two workers on two cores, docs/decisions/testing.md).
test('a logout in one tab shows the sign-in screen in another tab, with nothing done there', async ({ page, login, navigate }) => {
  await login('creator');
  await navigate('/my-agent');
  await expect(page.getByTestId('points-balance')).toBeVisible();
  const { other, elapsed } = await logOutInAnotherTab(page);
  expect(await page.evaluate(() => localStorage.getItem('kizuna.accessToken'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('kizuna.sessionUser'))).toBeNull();
  test.info().annotations.push({ type: 'cross-tab logout (ms, click → sign-in shown)', description: elapsed.toFixed(1) });
  console.log(`cross-tab logout: ${elapsed.toFixed(1)} ms from the click in tab A to the sign-in screen in tab B`);
  expect(elapsed).toBeGreaterThan(0);
  await expect(other).toHaveURL(/\/sign-in$/);
  await expect(other.getByLabel('E-mail address')).toBeVisible();
  expect(await other.evaluate(() => sessionStorage.getItem('kizuna.sessionUser'))).toBeNull();
  await other.close();
});

test('the language switcher and the colour mode are remembered', async ({ page, navigate }) => {
  await navigate('/sign-in');
  await page.getByTestId('language-switcher').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('main h1')).toHaveText('サインイン');
  const cookies = await page.context().cookies();
  const locale = cookies.find((cookie) => cookie.name === 'kizuna_locale');
  expect(locale?.value).toBe('ja');
  // About 365 days.
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.getByRole('button', { name: 'ダークモードに切り替え' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await navigate('/sign-in', { reload: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the agent-info error page shows the server status and description', async ({ page, login, navigate, allowConsoleError }) => {
  // The browser itself reports the 404 answer of the agent-info call.
  allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  await login('fan');
  await navigate('/chats/no_such_agent');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-description')).not.toBeEmpty();
});

test('the mock tools list the demo accounts and reset the data', async ({ page, navigate }) => {
  await navigate('/sign-in');
  await page.getByTestId('mock-tools-open').click();
  await expect(page.getByTestId('mock-accounts')).toContainText('creator@kizuna.example');
  await page.getByTestId('mock-reset').click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
});
