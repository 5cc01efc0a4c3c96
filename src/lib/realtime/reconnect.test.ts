// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import { clientRecordingRefusals } from './testing/client-recording-refusals';

// Reconnecting after a refused handshake and after a refresh, on fake timers with a fake
// socket: the waits between attempts double from minMs with ±50 % jitter and never pass maxMs,
// and the handshake after a refresh carries the new token (in `auth`, never in the address).
const backoff = { minMs: 1_000, maxMs: 30_000 };

interface Handshake {
  token: unknown;
  at: number;
  url: string;
}

/** A socket.io-like socket whose server accepts only the tokens in `valid`, answering after `answerMs`. */
const fakeServer = (valid: Set<string>, answerMs = 0) => {
  const handshakes: Handshake[] = [];
  const sockets: Socket[] = [];
  const connect = (url: string, options: Partial<ManagerOptions & SocketOptions>): Socket => {
    const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
    const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));
    const state = { connected: false, active: false };
    const handshake = () => {
      state.active = true;
      const auth = options.auth;
      if (typeof auth !== 'function') throw new Error('the token must be read at each handshake');
      auth((data) => {
        handshakes.push({ token: (data as { token?: unknown }).token, at: Date.now(), url });
        // The server answers on a later tick, as a real one does.
        const answer = answerMs ? (run: () => void) => setTimeout(run, answerMs) : queueMicrotask;
        answer(() => {
          state.active = false;
          if (valid.has(String((data as { token?: unknown }).token))) {
            state.connected = true;
            emit('connect');
          } else emit('connect_error', new Error('Unauthorized'));
        });
      });
    };
    const socket = {
      get connected() {
        return state.connected;
      },
      get active() {
        return state.active;
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return socket;
      },
      off: () => socket,
      removeAllListeners() {
        listeners.clear();
        return socket;
      },
      connect() {
        handshake();
        return socket;
      },
      disconnect() {
        const was = state.connected;
        state.connected = false;
        state.active = false;
        if (was) emit('disconnect', 'io client disconnect');
        return socket;
      },
    } as unknown as Socket;
    sockets.push(socket);
    // io() connects as soon as it is created.
    queueMicrotask(handshake);
    return socket;
  };
  return { connect, handshakes, sockets };
};

let client: RealtimeClient | null = null;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  client?.close();
  client = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The waits between consecutive handshakes, after `count` refused ones. */
const refusedWaits = async (count: number) => {
  const server = fakeServer(new Set());
  client = createRealtimeClient({ url: 'https://api.example', queryClient: new QueryClient(), connect: server.connect, backoff });
  client.update({ token: 'token-1', userId: 'usr_1' });
  await vi.advanceTimersByTimeAsync(0);
  while (server.handshakes.length < count) await vi.advanceTimersToNextTimerAsync();
  return server.handshakes.slice(1).map((handshake, index) => handshake.at - (server.handshakes[index]?.at ?? 0));
};

/** The wait before attempt n (0-based) with jitter `random` ∈ [0, 1). */
const expectedWait = (n: number, random: number) => Math.min(backoff.maxMs, Math.round(Math.min(backoff.maxMs, backoff.minMs * 2 ** n) * (0.5 + random)));

describe('reconnecting the realtime socket', () => {
  it('doubles the wait after each refused handshake, up to the cap', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(await refusedWaits(8)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('keeps each jittered wait within half and one and a half times its step, never above the cap', async () => {
    for (const random of [0, 0.999_999]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const waits = await refusedWaits(8);
      expect(waits).toEqual(waits.map((_, n) => expectedWait(n, random)));
      waits.forEach((wait, n) => {
        const step = Math.min(backoff.maxMs, backoff.minMs * 2 ** n);
        expect(wait).toBeGreaterThanOrEqual(step / 2);
        expect(wait).toBeLessThanOrEqual(Math.min(backoff.maxMs, step * 1.5));
      });
      client?.close();
    }
    // With real randomness the waits still grow: every wait is at least the one before it but one.
    vi.restoreAllMocks();
    const waits = await refusedWaits(8);
    waits.forEach((wait, n) => {
      const step = Math.min(backoff.maxMs, backoff.minMs * 2 ** n);
      expect(wait).toBeGreaterThanOrEqual(step / 2);
      expect(wait).toBeLessThanOrEqual(backoff.maxMs);
    });
    expect(waits.at(-1)).toBeGreaterThan(waits[0] ?? Infinity);
  });

  it('after a refresh, reconnects with the new token in the handshake, never the old one', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const server = fakeServer(new Set(['token-2']));
    const recording = clientRecordingRefusals({ url: 'https://api.example', queryClient: new QueryClient(), connect: server.connect, backoff });
    const { refusals } = recording;
    client = recording.client;
    client.update({ token: 'token-1', userId: 'usr_1' });
    await vi.advanceTimersByTimeAsync(0);
    // Refused twice with the expired token: the second try waited the first step (minMs with
    // the jitter at its middle). Advanced by time, not to "the next timer": in a worker shared
    // with other files, a timer something else set on the fake clock could be the next one.
    await vi.advanceTimersByTimeAsync(backoff.minMs - 1);
    expect(server.handshakes.map((h) => h.token)).toEqual(['token-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.handshakes.map((h) => h.token)).toEqual(['token-1', 'token-1']);
    expect(refusals).toEqual(['token-1', 'token-1']);

    // The refresh lands: the socket re-handshakes at once with the new token.
    client.update({ token: 'token-2', userId: 'usr_1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.handshakes.map((h) => h.token)).toEqual(['token-1', 'token-1', 'token-2']);
    expect(client.socket?.connected).toBe(true);
    // The pending retry was dropped: nothing more is sent with the old token.
    await vi.advanceTimersByTimeAsync(backoff.maxMs * 2);
    expect(server.handshakes.map((h) => h.token)).toEqual(['token-1', 'token-1', 'token-2']);
    expect(server.handshakes.every((h) => !h.url.includes('token'))).toBe(true);
  });

  it('hands a refused handshake its own token to onAuthError', async () => {
    const server = fakeServer(new Set());
    const recording = clientRecordingRefusals({ url: 'https://api.example', queryClient: new QueryClient(), connect: server.connect, backoff });
    const { refusals } = recording;
    client = recording.client;
    client.update({ token: 'token-1', userId: 'usr_1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refusals).toEqual(['token-1']);
  });
});

describe('the app socket, when a handshake is refused', () => {
  it('does not refresh a token another tab has already replaced (its write reached storage before the refusal)', async () => {
    const { startRealtime } = await import('./index');
    const { resetSessionStore, storeToken } = await import('@/lib/session/session-store');
    const { storageKeys } = await import('@/lib/storage-keys');
    resetSessionStore();
    const refreshes = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ accessToken: 'token-3' }), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', refreshes);
    const server = fakeServer(new Set(), 5_000);
    localStorage.setItem(storageKeys.accessToken, 'token-1');
    const stop = startRealtime(new QueryClient(), () => Promise.resolve({ io: server.connect as never }));
    try {
      storeToken('token-1');
      // The socket client loads, then handshakes with token-1.
      await vi.waitFor(() => expect(server.handshakes).toHaveLength(1), { timeout: 1_000 });
      const refused = vi.fn();
      server.sockets[0]?.on('connect_error', refused);
      // Before the refusal arrives, another tab's refresh lands in localStorage.
      localStorage.setItem(storageKeys.accessToken, 'token-2');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(server.handshakes.map((h) => h.token)).toEqual(['token-1']);
      expect(refused).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(refreshes).not.toHaveBeenCalled();
    } finally {
      stop();
      vi.unstubAllGlobals();
      resetSessionStore();
    }
  });
});
