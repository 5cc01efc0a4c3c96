import type { QueryClient } from '@tanstack/react-query';
import { getApiBaseUrl } from '@/api/api-base-url';
import { refreshAccessToken } from '@/api/token-refresh';
import { env } from '@/lib/env';
import { getSession, subscribeSession } from '@/lib/session/session-store';
import { createRealtimeClient, type RealtimeClient, type RealtimeHandler, type RealtimeMessageName } from './realtime-client';

export * from './realtime-client';

// The app's one socket, following the session: connected while a token exists.
let client: RealtimeClient | null = null;
const pending: (() => void)[] = [];

const socketOrigin = (): string => new URL(getApiBaseUrl()).origin;

export const startRealtime = (queryClient: QueryClient): (() => void) => {
  client?.close();
  const current = createRealtimeClient({
    url: socketOrigin(),
    queryClient,
    transports: env.mocks ? ['websocket'] : undefined,
    onAuthError: () => (getSession().token ? refreshAccessToken() : undefined),
  });
  client = current;
  pending.splice(0).forEach((attach) => attach());
  const sync = () => {
    const { token, user } = getSession();
    current.update({ token, userId: user?.id ?? null });
  };
  sync();
  const stop = subscribeSession(sync);
  return () => {
    stop();
    current.close();
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
