import type { QueryClient } from '@tanstack/react-query';
import { getListChatsQueryKey, getListMessagesQueryOptions, listMessages } from '@/api/generated/endpoints/chat/chat';
import type { MessagePage } from '@/api/generated/model';

// Opening a conversation must show the newest message at once, so its newest page is asked
// for by the route's loader, at the same time as the agent's info, not after the screen has
// mounted. The page is handed over once: a later visit asks again (it may hold new messages).

/** Messages in the first (newest) page; older pages come on demand. */
export const firstPageSize = 50;

const optionsFor = (agentName: string) => getListMessagesQueryOptions(agentName, { limit: firstPageSize });

/** How long a prefetched page may wait for its screen before it is asked for again. */
const freshForMs = 10_000;

/**
 * Reading a conversation's newest page marks it read (openapi.yaml, listMessages): the chat
 * list's unread count for it is out of date from then on, and the list asks again when shown.
 */
const chatListIsStale = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: getListChatsQueryKey() });

/** Loads the newest page (the route loader); never throws: a failure is left to the screen. */
export const prefetchFirstPage = async (queryClient: QueryClient, agentName: string): Promise<void> => {
  await queryClient.prefetchQuery(optionsFor(agentName));
  void chatListIsStale(queryClient);
};

/** The prefetched newest page if it has arrived and is fresh (a pure read: safe in render). */
export const peekFirstPage = (queryClient: QueryClient, agentName: string): MessagePage | undefined => {
  const { queryKey } = optionsFor(agentName);
  const state = queryClient.getQueryState(queryKey);
  const held = queryClient.getQueryData<MessagePage>(queryKey);
  return held && state && state.fetchStatus === 'idle' && Date.now() - state.dataUpdatedAt < freshForMs ? held : undefined;
};

/** The prefetched page has been used: the next visit asks again. */
export const forgetFirstPage = (queryClient: QueryClient, agentName: string): void => {
  queryClient.removeQueries({ queryKey: optionsFor(agentName).queryKey, exact: true });
};

/**
 * Marks what arrived since the conversation was opened as read: the newest page again, in its
 * smallest size (the answer is not needed). Throws what the request throws.
 */
export const markRead = async (queryClient: QueryClient, agentName: string): Promise<void> => {
  await listMessages(agentName, { limit: 1 });
  void chatListIsStale(queryClient);
};

/** The newest page: the prefetched one if it is there or on its way, else a fresh request. */
export const takeFirstPage = async (queryClient: QueryClient, agentName: string): Promise<MessagePage> => {
  const { queryKey } = optionsFor(agentName);
  try {
    if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') return await queryClient.fetchQuery(optionsFor(agentName));
    return peekFirstPage(queryClient, agentName) ?? (await listMessages(agentName, { limit: firstPageSize }));
  } finally {
    forgetFirstPage(queryClient, agentName);
    void chatListIsStale(queryClient);
  }
};
