import type { QueryClient } from '@tanstack/react-query';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { getListChatsQueryKey } from '@/api/generated/endpoints/chat/chat';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { WalletResponse } from '@/api/generated/model';
import { userEventName, type RealtimeMessageName, type RealtimeMessages } from '@/api/realtime-events';

// The realtime socket of the contract's x-realtime-events (src/api/realtime-events.ts). The
// token travels in the handshake `auth`, never in the URL.
export type { RealtimeMessageName, RealtimeMessages };
export type RealtimeHandler<M extends RealtimeMessageName> = (payload: RealtimeMessages[M]) => void;

export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface RealtimeClientOptions {
  url: string;
  queryClient: QueryClient;
  /** `defaultTransports` unless given: `['websocket']` under MSW, where polling never connects. */
  transports?: readonly ('websocket' | 'polling' | 'webtransport')[];
  path?: string;
  /**
   * Called when the server refuses the handshake, with the token that handshake carried; should
   * refresh that token unless it was replaced meanwhile (the new one reconnects).
   */
  onAuthError?: (error: Error, usedToken: string | null) => Promise<unknown> | void;
  /** socket.io-client's `io` (loaded lazily by ./index.ts), or a fake in tests. */
  connect: SocketFactory;
  backoff?: { minMs: number; maxMs: number };
  /**
   * The socket starts after the screens have loaded their data (./index.ts waits for the first
   * screen to settle): what was pushed before the first connect was missed as well, so the
   * first connect catches up (wallet, reconnect handlers) like a reconnect does.
   */
  catchUpOnFirstConnect?: boolean;
  /** The messages that change the chat list (./index.ts's `chatListEvents`): each marks it stale. */
  chatListEvents?: readonly RealtimeMessageName[];
}

export interface RealtimeClient {
  /** Connects, re-authenticates or disconnects to match the current token and user. */
  update(state: { token: string | null; userId: string | null }): void;
  subscribe<M extends RealtimeMessageName>(message: M, handler: RealtimeHandler<M>): () => void;
  /** Called after the socket connects again (or first, with `catchUpOnFirstConnect`): events sent meanwhile were missed. */
  onReconnect(handler: () => void): () => void;
  readonly socket: Socket | null;
  close(): void;
}

/**
 * WebSocket first, then HTTP long-polling if the WebSocket cannot open (a proxy that refuses
 * it): the client tries each in turn (`tryAllTransports`). socket.io's default starts on
 * long-polling and upgrades, which costs the page a handshake request, a poll and their
 * handlers first: on /chats, 84 → 51 ms of main-thread work once the first screen has settled
 * (docs/decisions/performance-budgets.md, session 37). The server accepts both (openapi.yaml).
 */
export const defaultTransports = ['websocket', 'polling'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const createRealtimeClient = (options: RealtimeClientOptions): RealtimeClient => {
  const { queryClient, url } = options;
  const backoff = options.backoff ?? { minMs: 1_000, maxMs: 30_000 };
  const { connect } = options;
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let socket: Socket | null = null;
  let token: string | null = null;
  // The token the latest handshake carried: a refused handshake refreshes that one, not
  // whatever the storage holds by the time the refusal arrives (often the replacement already).
  let handshakeToken: string | null = null;
  let userId: string | null = null;
  let connectedBefore = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  // The chat list (order, last message, unread counts) is out of date after a chat event or a
  // catch-up, shown or not. Marked stale here, without a request: the list asks again when it
  // is next shown, and refreshes itself while it is shown (chat-list-page.tsx). So it need not
  // ask again on every visit.
  const chatListIsStale = () => void queryClient.invalidateQueries({ queryKey: getListChatsQueryKey(), refetchType: 'none' });

  const onUserEvent = (message: unknown, payload: unknown) => {
    if (typeof message !== 'string') return;
    if (message === 'updateWallet' && isRecord(payload) && isRecord(payload.wallet) && typeof payload.wallet.points === 'number') {
      queryClient.setQueryData<WalletResponse>(getGetWalletQueryKey(), { wallet: payload.wallet as unknown as WalletResponse['wallet'] });
    }
    if ((options.chatListEvents as readonly string[] | undefined)?.includes(message)) chatListIsStale();
    handlers.get(message)?.forEach((handler) => handler(payload));
  };

  const clearRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  // socket.io retries dropped connections by itself, but not a handshake the server refused
  // or a disconnect the server asked for: those are retried here, with the same backoff.
  const retryLater = () => {
    clearRetry();
    // Doubling from minMs, ±50 % jitter so a server restart is not met by every client at
    // once, never above maxMs (socket.io's own reconnection follows the same rule).
    const base = Math.min(backoff.maxMs, backoff.minMs * 2 ** attempts);
    const delay = Math.min(backoff.maxMs, Math.round(base * (0.5 + Math.random())));
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (socket && token && !socket.connected && !socket.active) socket.connect();
    }, delay);
  };

  const open = () => {
    const next = connect(url, {
      path: options.path ?? '/socket.io/',
      transports: [...(options.transports ?? defaultTransports)],
      tryAllTransports: true,
      // Read on every (re)connect, so a reconnect after a refresh carries the new token.
      auth: (cb) => {
        handshakeToken = token;
        cb({ token });
      },
      reconnection: true,
      reconnectionDelay: backoff.minMs,
      reconnectionDelayMax: backoff.maxMs,
      randomizationFactor: 0.5,
    });
    next.on('connect', () => {
      attempts = 0;
      clearRetry();
      // Updates may have been missed while disconnected. A wallet fetch already under way
      // (the sign-in bootstrap) answers that too: it is never cancelled for a second one.
      if (connectedBefore || options.catchUpOnFirstConnect) {
        void queryClient.refetchQueries({ queryKey: getGetWalletQueryKey() }, { cancelRefetch: false });
        chatListIsStale();
        reconnectHandlers.forEach((handler) => handler());
      }
      connectedBefore = true;
    });
    next.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && token) retryLater();
    });
    next.on('connect_error', (error) => {
      if (next.active) return;
      const refreshed = options.onAuthError?.(error, handshakeToken);
      if (refreshed) void Promise.resolve(refreshed).catch(() => undefined);
      retryLater();
    });
    if (userId) next.on(userEventName(userId), onUserEvent);
    return next;
  };

  const close = () => {
    clearRetry();
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    connectedBefore = false;
    attempts = 0;
  };

  return {
    get socket() {
      return socket;
    },
    update(state) {
      const tokenChanged = state.token !== token;
      const userChanged = state.userId !== userId;
      if (!state.token) {
        token = null;
        userId = state.userId;
        close();
        return;
      }
      if (socket && userChanged) {
        if (userId) socket.off(userEventName(userId), onUserEvent);
        if (state.userId) socket.on(userEventName(state.userId), onUserEvent);
      }
      token = state.token;
      userId = state.userId;
      if (!socket) {
        socket = open();
        return;
      }
      // The handshake is the only place the server reads the token: re-authenticate.
      if (tokenChanged) {
        clearRetry();
        socket.disconnect();
        socket.connect();
      }
    },
    subscribe(message, handler) {
      const set = handlers.get(message) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(message, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    close,
  };
};
