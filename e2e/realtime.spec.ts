import { expect, test, tokenKey } from './fixtures';

// The realtime path in a real browser: the mock backend's socket.io binding in the service
// worker's page, the app's socket client, and the header's points balance following an
// `updateWallet` push without a reload.
test('a tip paid elsewhere updates the points balance through the socket', async ({ page, login, navigate }) => {
  await login('fan');
  await navigate('/chats');
  const balance = page.getByTestId('points-balance');
  await expect(balance).toBeVisible();
  const before = Number((await balance.innerText()).replace(/[^0-9]/g, ''));

  // Another device pays a $2 tip (200 points) with this account: only the socket can tell
  // this page about it.
  const status = await page.evaluate(async (key) => {
    const response = await fetch('/api/chats/sakura_chan/tips', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amountUsd: 2 }),
    });
    return response.status;
  }, tokenKey);
  expect(status).toBe(201);

  await expect.poll(async () => Number((await balance.innerText()).replace(/[^0-9]/g, '')), { timeout: 10_000 }).toBe(before - 200);
});
