// The conversation screen's code (with the virtualiser) is fetched as soon as the fan shows
// they may open a chat (a pointer over a row, a touch, keyboard focus), so the tap itself
// waits only for the messages. The same import as the route's, so the chunk is shared.
let started = false;

export const preloadConversation = (): void => {
  if (started) return;
  started = true;
  import('../pages/chat-page').catch(() => {
    // A failed preload is retried by the route itself.
    started = false;
  });
};
