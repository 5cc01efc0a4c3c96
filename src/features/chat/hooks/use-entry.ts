import { useCallback, useSyncExternalStore } from 'react';
import type { ChatEntry, ConversationStore } from '../state/conversation-store';

/** One row's own message: only this row re-renders when it changes (a streamed chunk). */
export const useEntry = (store: ConversationStore, id: string): ChatEntry | undefined => {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(id, listener), [id, store]);
  return useSyncExternalStore(subscribe, () => store.get(id));
};

/** The ordered ids, for the list. */
export const useIds = (store: ConversationStore): readonly string[] => useSyncExternalStore(store.subscribeList, store.getIds);
