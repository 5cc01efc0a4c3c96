import { expect, test, waitForPath, type AccountName } from './fixtures';
import type { Page } from '@playwright/test';

// Logout journeys beyond the shell's own (e2e/session.spec.ts covers a plain logout and a second
// tab following it): a logout whose call fails still signs out here, and a logout is never held
// by the profile's "unsaved changes" prompt.
test.use({ locale: 'en-US', colorScheme: 'light' });

const logOut = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await waitForPath(page, '/sign-in');
};

const expectSignedOut = async (page: Page) => {
  expect(await page.evaluate(() => localStorage.getItem('kizuna.accessToken'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('kizuna.sessionUser'))).toBeNull();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
};

/**
 * Makes POST /api/auth/logout answer 500. The app's requests are answered by the MSW service
 * worker inside the browser, so they never reach the network and `page.route` does not see
 * them (checked below); the failure is therefore injected where the app calls `fetch`.
 */
const failLogoutCalls = async (page: Page) => {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname === '/api/auth/logout') {
        return Promise.resolve(
          new Response(JSON.stringify({ status: 500, name: 'UnknownError', description: 'injected by the test' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }
      return original(input, init);
    };
  });
};

const signIn = async (page: Page, login: (account: AccountName) => Promise<unknown>) => {
  await login('fan');
  await expect(page.getByTestId('user-menu')).toBeVisible();
};

test('page.route cannot fail a call the MSW worker answers', async ({ page, login, navigate }) => {
  let intercepted = 0;
  await page.route('**/api/auth/logout', (route) => {
    intercepted += 1;
    return route.fulfill({ status: 500, json: { status: 500, name: 'UnknownError', description: 'from page.route' } });
  });
  await signIn(page, login);
  await navigate('/chats');
  await logOut(page);
  await expectSignedOut(page);
  // The worker answered first: the route handler never ran, so the logout succeeded.
  expect(intercepted).toBe(0);
});

test('a failed logout call still signs out here, and is only logged', async ({ page, login, navigate, allowConsoleError, expectNoAxeViolations }) => {
  allowConsoleError(/\[kizuna\] logout call failed/);
  await failLogoutCalls(page);
  await signIn(page, login);
  await navigate('/chats');
  const failedCall = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('logout call failed'));
  await logOut(page);
  await failedCall;
  await expectSignedOut(page);
  await expectNoAxeViolations();
  // Nothing of the session comes back on a reload.
  await page.reload();
  await waitForPath(page, '/sign-in');
  await expectSignedOut(page);
});

test('logging out from a profile with unsaved changes does not ask to stay', async ({ page, login, navigate }) => {
  await signIn(page, login);
  await navigate('/profile');
  await page.getByLabel('Nickname').fill('Not saved');
  await logOut(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectSignedOut(page);
});
