import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { getGetAgentInfoQueryKey } from '@/api/generated/endpoints/agents/agents';
import { getListChatsQueryKey, listMessages, restartChat, sendMessage } from '@/api/generated/endpoints/chat/chat';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { AgentInfoResponse, Channel, Message, MessagePage, Wallet, WalletResponse } from '@/api/generated/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { subscribeRealtime, subscribeReconnect } from '@/lib/realtime';
import { firstPageSize, forgetFirstPage, peekFirstPage, takeFirstPage } from '../lib/first-page';
import { loadOutbox, saveOutbox, type UnsentMessage } from '../lib/storage';
import { ConversationStore, type ChatEntry } from '../state/conversation-store';
import { useReadWhileShown } from './use-read-while-shown';

// One open conversation: its history (newest page first, older pages on demand), the
// reply streamed over the socket, and sends that are never lost and never charged twice.
export const olderPageSize = 100;
/** A send that has not answered by then is shown as failed (the retry is safe: same key). */
export const sendTimeoutMs = 20_000;

export type LoadState = 'loading' | 'ready' | 'error';

export interface ConversationApi {
  store: ConversationStore;
  state: LoadState;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  reload: () => void;
  send: (text: string) => Promise<'sent' | 'insufficient' | 'failed'>;
  retry: (id: string) => Promise<void>;
  discard: (id: string) => void;
  restart: () => Promise<void>;
  /** Loads older pages until the message is held (a search result); false if it is not found. */
  reveal: (id: string) => Promise<boolean>;
  /** Each finished reply, once (for the live region and the tab title). */
  lastReply: Message | null;
}

/** Text waiting for the next animation frame, per reply. */
const chunkBuffer = (flush: (id: string, text: string) => void) => {
  const waiting = new Map<string, string>();
  let frame: number | null = null;
  const run = () => {
    frame = null;
    const due = [...waiting];
    waiting.clear();
    for (const [id, text] of due) flush(id, text);
  };
  return {
    add(id: string, text: string) {
      waiting.set(id, (waiting.get(id) ?? '') + text);
      frame ??= requestAnimationFrame(run);
    },
    /** Forgets one reply's waiting text (its stored message replaces it), or everything. */
    drop(id?: string) {
      if (id === undefined) waiting.clear();
      else waiting.delete(id);
      if (waiting.size === 0 && frame !== null) {
        cancelAnimationFrame(frame);
        frame = null;
      }
    },
  };
};

/** The newest page, then the sends that were never confirmed (kept across reloads) as failed. */
const fill = (store: ConversationStore, page: MessagePage, unsent: readonly UnsentMessage[], channelId: string) => {
  store.reset([...page.items].reverse());
  for (const item of unsent) {
    store.append({
      id: item.localId,
      message: localMessage(item.localId, channelId, item.text, item.createdAt),
      status: 'failed',
      idempotencyKey: item.idempotencyKey,
      errorName: 'UnknownError',
    });
  }
};

const localMessage = (localId: string, channelId: string, text: string, createdAt: string): Message => ({
  id: localId,
  channelId,
  sender: 'USER',
  kind: 'TEXT',
  text,
  createdAt,
  pointsCharged: 0,
  tipAmountUsd: null,
  content: null,
});

export const useConversation = (agentName: string, userId: string, channel: Channel | undefined): ConversationApi => {
  useReadWhileShown(agentName);
  const queryClient = useQueryClient();
  const channelId = channel?.id ?? '';
  // The route's loader usually has the newest page already: the first render shows it.
  const [opening] = useState(() => {
    const page = peekFirstPage(queryClient, agentName);
    const store = new ConversationStore();
    const unsent = loadOutbox(userId, agentName);
    if (page) fill(store, page, unsent, channelId);
    return { store, page, unsent };
  });
  const { store } = opening;
  const [state, setState] = useState<LoadState>(opening.page ? 'ready' : 'loading');
  const [cursor, setCursorState] = useState<string | null>(opening.page?.nextCursor ?? null);
  const cursorRef = useRef<string | null>(cursor);
  const setCursor = useCallback((next: string | null) => {
    cursorRef.current = next;
    setCursorState(next);
  }, []);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [lastReply, setLastReply] = useState<Message | null>(null);
  const [attempt, setAttempt] = useState(0);
  const announced = useRef(new Set<string>());
  const deltas = useRef(new Map<string, number>());

  const outbox = useRef<UnsentMessage[]>(opening.unsent);
  const persistOutbox = useCallback(() => saveOutbox(userId, agentName, outbox.current), [agentName, userId]);

  const applyWallet = useCallback(
    (wallet: Wallet) => queryClient.setQueryData<WalletResponse>(getGetWalletQueryKey(), { wallet }),
    [queryClient],
  );
  const applyChannel = useCallback(
    (next: Channel) =>
      queryClient.setQueryData<AgentInfoResponse>(getGetAgentInfoQueryKey(agentName), (old) => (old ? { ...old, channel: next } : old)),
    [agentName, queryClient],
  );

  const finishReply = useCallback(
    (message: Message) => {
      deltas.current.delete(message.id);
      store.setTyping(false);
      if (store.has(message.id)) store.update(message.id, { message, status: 'sent' });
      else store.append({ id: message.id, message, status: 'sent' });
      if (message.sender === 'AGENT' && !announced.current.has(message.id)) {
        announced.current.add(message.id);
        setLastReply(message);
      }
    },
    [store],
  );

  /** The newest page merged into what is held: a reply cut off by a reload or a drop comes back. */
  const catchUp = useCallback(async () => {
    try {
      const page = await listMessages(agentName, { limit: firstPageSize });
      for (const message of [...page.items].reverse()) {
        const held = store.get(message.id);
        if (!held) store.append({ id: message.id, message, status: 'sent' });
        else if (held.status === 'streaming') {
          store.update(message.id, { message, status: 'sent' });
          store.setTyping(false);
        }
      }
    } catch {
      // The next reconnect tries again.
    }
  }, [agentName, store]);

  // The first page, plus sends that were never confirmed (kept across reloads).
  useEffect(() => {
    let cancelled = false;
    if (attempt === 0 && opening.page) {
      forgetFirstPage(queryClient, agentName);
      return;
    }
    outbox.current = loadOutbox(userId, agentName);
    takeFirstPage(queryClient, agentName)
      .then((page) => {
        if (cancelled) return;
        fill(store, page, outbox.current, channelId);
        setCursor(page.nextCursor);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
    };
  }, [agentName, attempt, channelId, opening.page, queryClient, setCursor, store, userId]);

  const loadOlder = useCallback(() => {
    if (!cursor || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    listMessages(agentName, { before: cursor, limit: olderPageSize })
      .then((page) => {
        store.prepend([...page.items].reverse());
        setCursor(page.nextCursor);
      })
      .catch(() => setOlderFailed(true))
      .finally(() => setLoadingOlder(false));
  }, [agentName, cursor, loadingOlder, setCursor, store]);

  const reveal = useCallback(
    async (id: string) => {
      while (!store.has(id) && cursorRef.current) {
        const page = await listMessages(agentName, { before: cursorRef.current, limit: olderPageSize });
        store.prepend([...page.items].reverse());
        setCursor(page.nextCursor);
      }
      return store.has(id);
    },
    [agentName, setCursor, store],
  );

  // The agent's reply, over the socket. Chunks are put in the row once per animation frame:
  // tokens arrive faster than frames, and each store update lays the row out again.
  useEffect(() => {
    const pending = chunkBuffer((id, text) => {
      const held = store.get(id);
      if (held?.status === 'streaming') store.update(id, { message: { ...held.message, text: held.message.text + text } });
    });
    const mine = (name: string) => name === agentName;
    const stops = [
      subscribeRealtime('agentTyping', (event) => {
        if (mine(event.agentName)) store.setTyping(true);
      }),
      subscribeRealtime('agentReplyDelta', (event) => {
        if (!mine(event.agentName)) return;
        const seen = deltas.current.get(event.replyId) ?? -1;
        // A chunk seen twice (a re-delivery) is not added twice.
        if (event.index <= seen) return;
        deltas.current.set(event.replyId, event.index);
        if (store.has(event.replyId)) {
          pending.add(event.replyId, event.delta);
          return;
        }
        store.setTyping(false);
        store.append({
          id: event.replyId,
          status: 'streaming',
          message: {
            id: event.replyId,
            channelId,
            sender: 'AGENT',
            kind: 'TEXT',
            text: event.delta,
            createdAt: new Date().toISOString(),
            pointsCharged: 0,
            tipAmountUsd: null,
            content: null,
          },
        });
      }),
      subscribeRealtime('agentReplyDone', (event) => {
        if (!mine(event.agentName)) return;
        pending.drop(event.message.id);
        finishReply(event.message);
      }),
      subscribeRealtime('messageCreated', (event) => {
        if (!mine(event.agentName) || store.has(event.message.id)) return;
        // Our own send: its HTTP answer puts it in place of the pending bubble.
        if (event.message.sender === 'USER' && store.entriesInOrder().some((e) => e.status === 'pending' && e.message.text === event.message.text)) return;
        store.append({ id: event.message.id, message: event.message, status: 'sent' });
      }),
      subscribeReconnect(() => void catchUp()),
    ];
    const onOnline = () => void catchUp();
    window.addEventListener('online', onOnline);
    return () => {
      pending.drop();
      stops.forEach((stop) => stop());
      window.removeEventListener('online', onOnline);
    };
  }, [agentName, catchUp, channelId, finishReply, queryClient, store]);

  const deliver = useCallback(
    async (localId: string, text: string, key: string): Promise<'sent' | 'insufficient' | 'failed'> => {
      store.update(localId, { status: 'pending', errorName: undefined });
      try {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TypeError('offline');
        const result = await sendMessage(agentName, { text }, { 'Idempotency-Key': key }, { signal: AbortSignal.timeout(sendTimeoutMs) });
        outbox.current = outbox.current.filter((m) => m.localId !== localId);
        persistOutbox();
        const entry: ChatEntry = { id: result.message.id, message: result.message, status: 'sent' };
        store.rename(localId, entry);
        applyWallet(result.wallet);
        applyChannel(result.channel);
        void queryClient.invalidateQueries({ queryKey: getListChatsQueryKey() });
        return 'sent';
      } catch (error) {
        if (isApiError(error, 'InsufficientPoints')) {
          // Nothing was stored or charged: the text goes back to the composer.
          outbox.current = outbox.current.filter((m) => m.localId !== localId);
          persistOutbox();
          store.remove(localId);
          void queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() });
          // The free messages may have run out elsewhere (another tab or device): the
          // composer's "n free messages left" must not contradict the refusal.
          void queryClient.invalidateQueries({ queryKey: getGetAgentInfoQueryKey(agentName) });
          return 'insufficient';
        }
        store.update(localId, { status: 'failed', errorName: isApiError(error) ? error.name : 'UnknownError' });
        return 'failed';
      }
    },
    [agentName, applyChannel, applyWallet, persistOutbox, queryClient, store],
  );

  const send = useCallback(
    (text: string) => {
      const localId = `local:${newIdempotencyKey()}`;
      const key = newIdempotencyKey();
      const createdAt = new Date().toISOString();
      outbox.current = [...outbox.current, { localId, text, idempotencyKey: key, createdAt }];
      persistOutbox();
      store.append({ id: localId, message: localMessage(localId, channelId, text, createdAt), status: 'pending', idempotencyKey: key });
      return deliver(localId, text, key);
    },
    [channelId, deliver, persistOutbox, store],
  );

  const retry = useCallback(
    async (id: string) => {
      const entry = store.get(id);
      if (!entry?.idempotencyKey || entry.status === 'pending') return;
      await deliver(id, entry.message.text, entry.idempotencyKey);
    },
    [deliver, store],
  );

  const discard = useCallback(
    (id: string) => {
      outbox.current = outbox.current.filter((m) => m.localId !== id);
      persistOutbox();
      store.remove(id);
    },
    [persistOutbox, store],
  );

  const restart = useCallback(async () => {
    const result = await restartChat(agentName, { 'Idempotency-Key': newIdempotencyKey() });
    outbox.current = [];
    persistOutbox();
    deltas.current.clear();
    store.reset(result.messages);
    setCursor(null);
    applyChannel(result.channel);
    void queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListChatsQueryKey() });
  }, [agentName, applyChannel, persistOutbox, queryClient, setCursor, store]);

  return {
    reveal,
    store,
    state,
    hasOlder: cursor !== null,
    loadingOlder,
    olderFailed,
    loadOlder,
    reload: () => {
      setState('loading');
      setAttempt((n) => n + 1);
    },
    send,
    retry,
    discard,
    restart,
    lastReply,
  };
};
