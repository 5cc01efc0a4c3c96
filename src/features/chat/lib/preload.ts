import { virtualHistoryChunk } from './virtual-history-chunk';

// The conversation screen's code and its history's virtualiser are fetched as soon as the fan
// shows they may open a chat (a pointer over a row, a touch, keyboard focus), so the tap itself
// waits only for the messages. The same imports as the route's and the list's, so the chunks
// are shared.
let started = false;

export const preloadConversation = (): void => {
  if (started) return;
  started = true;
  Promise.all([import('../pages/chat-page'), virtualHistoryChunk.load()]).catch(() => {
    // A failed preload is retried by the route itself.
    started = false;
  });
};
