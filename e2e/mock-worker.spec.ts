import { expect, test } from './fixtures';

// The mock build's service worker hands the mock backend only its own paths (the API and the
// mock tools: scripts/mock-worker-filter.mjs). Everything else, the app's lazy code above all,
// loads from the network as it would without a worker, instead of waiting for the page's main
// thread to say it is not the mock backend's.
test("the mock worker answers the API and leaves the app's own files to the network", async ({ page, login, navigate }) => {
  await login('fan');
  const responses: { pathname: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => responses.push({ pathname: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
  // Screens not drawn yet: their code and their data load now, with the worker in control.
  await navigate('/payment');
  await expect(page.locator('main h1')).toHaveText('Payment');
  await navigate('/referral');
  await expect(page.locator('main h1')).toBeVisible();
  const api = responses.filter(({ pathname }) => pathname.startsWith('/api/'));
  const code = responses.filter(({ pathname }) => pathname.startsWith('/assets/'));
  expect(api.length, 'API calls made').toBeGreaterThan(2);
  expect(api.filter(({ fromWorker }) => !fromWorker), 'API calls the worker did not answer').toEqual([]);
  expect(code.length, 'lazy files loaded').toBeGreaterThan(2);
  expect(code.filter(({ fromWorker }) => fromWorker), 'files that went through the worker').toEqual([]);
});
