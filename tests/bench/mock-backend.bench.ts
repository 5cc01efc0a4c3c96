import { afterAll, beforeAll, bench, describe } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers } from '@mocks/handlers';
import { createSeedDatabase } from '@mocks/db/seed';
import { getDb } from '@mocks/db/store';
import { startMockDatabase } from '@mocks/db/start';
import { configureMocks } from '@mocks/config';
import { demoAccounts, demoPassword } from '@mocks/db/seed-accounts';

// `npm run bench`: figures for the mock backend, printed, never asserted (a timed test would
// flake on a shared 2-core machine). The browser saves the whole database to localStorage
// after every request that changes data, so its size and serialisation time matter.
const origin = 'http://127.0.0.1';
const server = setupServer(...handlers);
let auth: Record<string, string> = {};

const call = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${origin}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
};

beforeAll(async () => {
  configureMocks({ latencyMs: { min: 0, max: 0 }, replyChunkDelayMs: 0 });
  startMockDatabase();
  const db = getDb();
  const size = JSON.stringify(db).length;
  console.log(`persisted mock database: ${(size / 1024).toFixed(1)} KB (${db.messages.length} messages, ${db.earnings.length} earnings)`);
  server.listen({ onUnhandledRequest: 'error' });
  const login = (await call('/auth/email/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.fan, password: demoPassword }),
  })) as { accessToken: string };
  auth = { authorization: `Bearer ${login.accessToken}` };
  // Enough points for every charged message the benchmark sends.
  const wallet = getDb().wallets.find((w) => w.userId === 'usr_fan');
  if (wallet) wallet.points = 10_000_000;
});
afterAll(() => server.close());

describe('mock database', () => {
  bench('build the seed', () => {
    createSeedDatabase(new Date());
  });
  bench('serialise it for persistence', () => {
    JSON.stringify(getDb());
  });
});

describe('mock backend requests (msw/node, no added latency)', () => {
  bench('GET /payment/wallet', async () => {
    await call('/payment/wallet', { headers: auth });
  });
  bench('GET /chats', async () => {
    await call('/chats', { headers: auth });
  });
  bench('GET /chats/sakura_chan/messages?limit=30', async () => {
    await call('/chats/sakura_chan/messages?limit=30', { headers: auth });
  });
  bench('POST /chats/luna_stars/messages (charged)', async () => {
    await call('/chats/luna_stars/messages', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ text: 'What do the stars say today?' }),
    });
  });
});
