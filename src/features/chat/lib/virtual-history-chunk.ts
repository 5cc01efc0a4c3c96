import { loadOnce } from '@/lib/load-once';

/**
 * The chat history's virtualiser (../components/virtual-history.tsx, react-virtuoso): loaded
 * once, by the history after the first screen, or ahead of need from the chat list (./preload.ts).
 * Its own file so the chat list can ask for it without bringing the history's code.
 */
export const virtualHistoryChunk = loadOnce(() => import('../components/virtual-history'));
