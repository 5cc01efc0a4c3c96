// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { demoAccounts, demoPassword } from '../db/seed-accounts';
import { keepAliveTimeoutMs, parseLongChat, startStandaloneServer, type StandaloneServer } from './standalone';

// The standalone server end to end, over real HTTP and a real socket.io connection: the
// three calls the README promises for curl, and the wallet push after a tip.
let server: StandaloneServer;

beforeAll(async () => {
  server = await startStandaloneServer({ port: 0 });
});
afterAll(() => server.close());

const call = async (path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${server.url}/api${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const signIn = async (): Promise<{ token: string; userId: string }> => {
  const { status, body } = await call('/auth/email/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.fan, password: demoPassword }),
  });
  expect(status).toBe(200);
  return { token: String(body.accessToken), userId: String((body.user as { id: string }).id) };
};

const pointsOf = (body: Record<string, unknown>): number => (body.wallet as { points: number }).points;

describe('the standalone mock server', () => {
  it('signs in, shows the wallet, and charges a repeated tip once', async () => {
    const { token } = await signIn();
    const auth = { Authorization: `Bearer ${token}` };
    const before = await call('/payment/wallet', { headers: auth });
    expect(before.status).toBe(200);

    const tip = () =>
      call('/chats/sakura_chan/tips', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': 'standalone-tip-0001' },
        body: JSON.stringify({ amountUsd: 3 }),
      });
    const first = await tip();
    const second = await tip();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);

    const after = await call('/payment/wallet', { headers: auth });
    expect(pointsOf(after.body)).toBe(pointsOf(before.body) - 300);
  });

  it('lets a client keep its connection for a minute, and says so', async () => {
    // The contract check runs this server in the check's process: with Node's 5 s, a busy event
    // loop closed a connection the check had just picked for a large upload (ECONNRESET).
    const response = await fetch(`${server.url}/api/`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe(`timeout=${keepAliveTimeoutMs / 1000}`);
  });

  it('answers a local dev origin with CORS headers that allow credentials', async () => {
    const response = await fetch(`${server.url}/api/payment/wallet`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('pushes updateWallet on the user event after a tip', async () => {
    const { token, userId } = await signIn();
    const socket: Socket = io(server.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushed = new Promise<unknown>((resolve) => {
        socket.on(`user-connected:${userId}`, (name: string, payload: unknown) => {
          if (name === 'updateWallet') resolve(payload);
        });
      });
      const tip = await call('/chats/luna_stars/tips', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'standalone-tip-0002' },
        body: JSON.stringify({ amountUsd: 1 }),
      });
      expect(tip.status).toBe(201);
      expect(await pushed).toEqual({ wallet: tip.body.wallet });
    } finally {
      socket.close();
    }
  });

  it('refuses a socket without a valid token', async () => {
    const socket: Socket = io(server.url, { auth: { token: 'mock.bad.token' }, transports: ['websocket'], reconnection: false });
    try {
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('Unauthorized');
    } finally {
      socket.close();
    }
  });
});

describe('MOCK_LONG_CHAT', () => {
  it('names the agent, the count and optionally the fan; anything else is refused', () => {
    expect(parseLongChat('aoi_draws:10000')).toEqual({ agentName: 'aoi_draws', count: 10_000, email: demoAccounts.fan });
    expect(parseLongChat('luna_stars:5:x@kizuna.example')).toEqual({ agentName: 'luna_stars', count: 5, email: 'x@kizuna.example' });
    for (const bad of ['aoi_draws', 'aoi_draws:', 'aoi_draws:ten', ':10']) expect(() => parseLongChat(bad)).toThrow(/MOCK_LONG_CHAT/);
  });
});
