import type { QueryClient } from '@tanstack/react-query';
import { getApiBaseUrl } from '@/api/api-base-url';
import { tokenAfterExpiry } from '@/api/token-refresh';
import { env } from '@/lib/env';
import { getSession, subscribeSession } from '@/lib/session/session-store';
import type { RealtimeClient, RealtimeHandler, RealtimeMessageName } from './realtime-client';

// Types only: the client's code loads with socket.io-client (startRealtime), not with the shell.
export type * from './realtime-client';

/** The messages after which a conversation's place, last message or unread count in the chat list has changed. */
export const chatListEvents = ['messageCreated', 'agentReplyDone'] as const satisfies readonly RealtimeMessageName[];

// The app's one socket, following the session: connected while a token exists.
let client: RealtimeClient | null = null;
const pending: (() => void)[] = [];

const socketOrigin = (): string => new URL(getApiBaseUrl()).origin;

/**
 * Connects the app's socket while a token exists. socket.io-client (~13 KB gzip) is not part of
 * the first screen: `load` brings it once a token exists (never for guests); the app passes one
 * that waits for the first screen to settle (./when-settled.ts, src/app/mount.tsx). The client
 * around it (./realtime-client.ts) loads with it.
 */
export const startRealtime = (queryClient: QueryClient, load: () => Promise<Pick<typeof import('socket.io-client'), 'io'>>): (() => void) => {
  client?.close();
  client = null;
  let current: RealtimeClient | null = null;
  let loading = false;
  let stopped = false;
  const sync = () => {
    const { token, user } = getSession();
    if (current) {
      current.update({ token, userId: user?.id ?? null });
      return;
    }
    if (!token || loading) return;
    loading = true;
    // The client's code is asked for once socket.io-client has come: `load` waits for the first
    // screen to settle, and nothing of the socket's belongs to that screen.
    const loadClient = async () => {
      const { io } = await load();
      const { createRealtimeClient } = await import('./realtime-client');
      return { io, createRealtimeClient };
    };
    void loadClient().then(({ io, createRealtimeClient }) => {
      if (stopped) return;
      current = createRealtimeClient({
        url: socketOrigin(),
        queryClient,
        connect: io,
        transports: env.mocks ? ['websocket'] : undefined,
        catchUpOnFirstConnect: true,
        chatListEvents,
        // The same single-flight, cross-tab refresh as an HTTP call's, from the token the
        // refused handshake used: if another request or tab already replaced it, no refresh.
        onAuthError: (_error, usedToken) => (getSession().token ? tokenAfterExpiry(usedToken) : undefined),
      });
      client = current;
      pending.splice(0).forEach((attach) => attach());
      sync();
    }, () => {
      // Offline, or a new release replaced the chunk: the next session change tries again.
      loading = false;
    });
  };
  sync();
  const stop = subscribeSession(sync);
  return () => {
    stopped = true;
    stop();
    current?.close();
    if (client === current) client = null;
  };
};

/** Listens to one realtime message (e.g. `agentReplyDelta`) for the signed-in user. */
export const subscribeRealtime = <M extends RealtimeMessageName>(message: M, handler: RealtimeHandler<M>): (() => void) => {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  const attach = () => {
    if (!cancelled && client) unsubscribe = client.subscribe(message, handler);
  };
  if (client) attach();
  else pending.push(attach);
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
};

/** Runs `handler` each time the socket connects again after a drop (missed events). */
export const subscribeReconnect = (handler: () => void): (() => void) => {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  const attach = () => {
    if (!cancelled && client) unsubscribe = client.onReconnect(handler);
  };
  if (client) attach();
  else pending.push(attach);
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
};
