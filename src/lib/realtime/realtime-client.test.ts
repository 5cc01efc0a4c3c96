// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getListChatsQueryKey } from '@/api/generated/endpoints/chat/chat';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import { chatListEvents } from './index';
import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions } from './realtime-client';
import { clientRecordingRefusals } from './testing/client-recording-refusals';

// A real socket.io server: the client must authenticate in the handshake `auth` (never the
// URL), listen to `user-connected:{userId}` and keep the wallet query in step.
let http: HttpServer;
let io: Server;
let url: string;
let client: RealtimeClient | null = null;
const handshakes: { token: unknown; url: string }[] = [];
const sockets: ServerSocket[] = [];
const validTokens = new Set(['token-1', 'token-2']);

const waitFor = async (check: () => boolean, timeoutMs = 4000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

beforeEach(async () => {
  handshakes.length = 0;
  sockets.length = 0;
  http = createServer();
  io = new Server(http);
  io.use((socket, next) => {
    handshakes.push({ token: socket.handshake.auth.token, url: socket.handshake.url });
    if (validTokens.has(socket.handshake.auth.token as string)) next();
    else next(new Error('Unauthorized'));
  });
  io.on('connection', (socket) => {
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  client?.close();
  client = null;
  io.close();
  await new Promise((resolve) => http.close(resolve));
});

const clientOptions = (queryClient: QueryClient): Omit<RealtimeClientOptions, 'onAuthError'> => ({ url, queryClient, connect, transports: ['websocket'], backoff: { minMs: 20, maxMs: 50 } });
const makeClient = (queryClient: QueryClient) => createRealtimeClient(clientOptions(queryClient));

describe('the realtime client', () => {
  it('authenticates with the token in the handshake, not the URL', async () => {
    const queryClient = new QueryClient();
    client = makeClient(queryClient);
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => sockets.length === 1);
    expect(handshakes[0]?.token).toBe('token-1');
    expect(handshakes[0]?.url).not.toContain('token-1');
  });

  it('connects over a WebSocket first, and over long-polling where the WebSocket cannot open', async () => {
    const production = { url, queryClient: new QueryClient(), connect };
    client = createRealtimeClient(production);
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => client?.socket?.connected === true);
    expect(client.socket?.io.engine.transport.name).toBe('websocket');
    client.close();

    // A server (or a proxy before it) that refuses the WebSocket upgrade.
    io.close();
    await new Promise((resolve) => http.close(resolve));
    http = createServer();
    io = new Server(http, { transports: ['polling'] });
    io.on('connection', (socket) => sockets.push(socket));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    client = createRealtimeClient({ ...production, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => client?.socket?.connected === true);
    expect(client.socket?.io.engine.transport.name).toBe('polling');
  });

  it('replaces the wallet in the query cache on updateWallet', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetWalletQueryKey(), { wallet: { points: 10, updatedAt: '2026-01-01T00:00:00.000Z' } });
    client = makeClient(queryClient);
    const seen: unknown[] = [];
    client.subscribe('updateWallet', (payload) => seen.push(payload));
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => sockets.length === 1 && Boolean(client?.socket?.connected));
    const wallet = { points: 250, updatedAt: '2026-01-02T00:00:00.000Z' };
    sockets[0]?.emit('user-connected:usr_1', 'updateWallet', { wallet });
    await waitFor(() => seen.length === 1);
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toEqual({ wallet });
    // Another user's event is not ours.
    sockets[0]?.emit('user-connected:usr_2', 'updateWallet', { wallet: { points: 1, updatedAt: wallet.updatedAt } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toEqual({ wallet });
  });

  it('hands chat messages to subscribers', async () => {
    client = makeClient(new QueryClient());
    const deltas: unknown[] = [];
    const stop = client.subscribe('agentReplyDelta', (payload) => deltas.push(payload));
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => Boolean(client?.socket?.connected) && sockets.length === 1);
    sockets[0]?.emit('user-connected:usr_1', 'agentReplyDelta', { index: 0, text: 'Hi' });
    await waitFor(() => deltas.length === 1);
    stop();
    sockets[0]?.emit('user-connected:usr_1', 'agentReplyDelta', { index: 1, text: '!' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deltas).toEqual([{ index: 0, text: 'Hi' }]);
  });

  it('re-authenticates with a refreshed token and refetches the wallet after reconnecting', async () => {
    const queryClient = new QueryClient();
    let walletFetches = 0;
    queryClient.setQueryDefaults(getGetWalletQueryKey(), {
      queryFn: async () => {
        walletFetches += 1;
        return { wallet: { points: walletFetches, updatedAt: '2026-01-01T00:00:00.000Z' } };
      },
    });
    await queryClient.fetchQuery({ queryKey: getGetWalletQueryKey() });
    client = makeClient(queryClient);
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => Boolean(client?.socket?.connected));
    client.update({ token: 'token-2', userId: 'usr_1' });
    await waitFor(() => handshakes.length === 2 && Boolean(client?.socket?.connected));
    expect(handshakes[1]?.token).toBe('token-2');
    await waitFor(() => walletFetches === 2);
  });

  it('catches up on its first connect when it started after the screens loaded their data', async () => {
    const queryClient = new QueryClient();
    let walletFetches = 0;
    queryClient.setQueryDefaults(getGetWalletQueryKey(), {
      queryFn: async () => {
        walletFetches += 1;
        return { wallet: { points: walletFetches, updatedAt: '2026-01-01T00:00:00.000Z' } };
      },
    });
    await queryClient.fetchQuery({ queryKey: getGetWalletQueryKey() });
    let caughtUp = 0;
    client = createRealtimeClient({ url, queryClient, connect, transports: ['websocket'], catchUpOnFirstConnect: true });
    client.onReconnect(() => (caughtUp += 1));
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => walletFetches === 2 && caughtUp === 1);
    expect(handshakes).toHaveLength(1);
  });

  it('marks the chat list stale on its first connect and on each chat event, not on a delta or typing', async () => {
    const queryClient = new QueryClient();
    const listKey = getListChatsQueryKey();
    const drawn = () => queryClient.setQueryData(listKey, { items: [] });
    const stale = () => queryClient.getQueryState(listKey)?.isInvalidated === true;
    drawn();
    client = createRealtimeClient({ url, queryClient, connect, transports: ['websocket'], catchUpOnFirstConnect: true, chatListEvents });
    const deltas: unknown[] = [];
    client.subscribe('agentReplyDelta', (payload) => deltas.push(payload));
    client.update({ token: 'token-1', userId: 'usr_1' });
    // Pushed while there was no socket: missed, so the first connect makes the list stale.
    await waitFor(stale);
    for (const message of ['messageCreated', 'agentReplyDone'] as const) {
      drawn();
      const handed = deltas.length;
      // Events arrive in order: once the delta is in, the typing before it has been handled.
      sockets[0]?.emit('user-connected:usr_1', 'agentTyping', { agentName: 'aoi_draws', typing: true });
      sockets[0]?.emit('user-connected:usr_1', 'agentReplyDelta', { index: handed, text: '…' });
      await waitFor(() => deltas.length === handed + 1);
      expect(stale()).toBe(false);
      sockets[0]?.emit('user-connected:usr_1', message, { agentName: 'aoi_draws', message: {} });
      await waitFor(stale);
    }
  });

  it('reconnects after the server drops the connection', async () => {
    client = makeClient(new QueryClient());
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => sockets.length === 1);
    sockets[0]?.disconnect(true);
    await waitFor(() => sockets.length === 2 && Boolean(client?.socket?.connected));
    expect(handshakes.map((h) => h.token)).toEqual(['token-1', 'token-1']);
  });

  it('asks for a token refresh when the handshake is refused', async () => {
    const recording = clientRecordingRefusals(clientOptions(new QueryClient()));
    client = recording.client;
    client.update({ token: 'expired', userId: 'usr_1' });
    await waitFor(() => recording.refusals.length >= 1);
    expect(recording.refusals[0]).toBe('expired');
    client.update({ token: 'token-2', userId: 'usr_1' });
    await waitFor(() => Boolean(client?.socket?.connected));
    expect(handshakes.at(-1)?.token).toBe('token-2');
  });

  it('disconnects when the token is emptied', async () => {
    client = makeClient(new QueryClient());
    client.update({ token: 'token-1', userId: 'usr_1' });
    await waitFor(() => sockets.length === 1);
    client.update({ token: null, userId: null });
    expect(client.socket).toBeNull();
    await waitFor(() => sockets[0]?.connected === false);
  });
});
