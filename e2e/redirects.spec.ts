// Open redirects (issue 13): a sign-in link that names another site as its `redirect` must
// still land on a page of this one. The guard itself is tested over the whole payload list in
// src/lib/safe-redirect*.test.ts; this checks the real sign-in, end to end.
import { accounts, demoPassword, expect, test, waitForPath } from './fixtures';

test.use({ locale: 'en-US', colorScheme: 'light' });

for (const payload of ['//evil.com', '/..//evil.com/chats']) {
  test(`sign-in with ?redirect=${payload} stays on this site`, async ({ page, baseURL }) => {
    const offSite: string[] = [];
    // Any request to the payload's host would be the redirect being followed.
    await page.route((url) => url.hostname.endsWith('evil.com'), async (route) => {
      offSite.push(route.request().url());
      await route.abort();
    });
    await page.goto(`/sign-in?redirect=${encodeURIComponent(payload)}`);
    await page.getByLabel('E-mail address').fill(accounts.fan);
    await page.locator('input[name="password"]').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/chats');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(offSite).toEqual([]);
  });
}
