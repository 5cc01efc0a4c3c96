// Long start-up work cut into pieces awaits this between them, so each piece is a task of its
// own and the browser can paint, take input and run what arrived from the network in between.

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task. `scheduler.yield()` where the browser has it (Chromium 129+): the
 * continuation goes ahead of other queued work, so cutting work up does not make it finish
 * later. Elsewhere a message to a channel of our own: a chain of `setTimeout(0)`s is held to
 * 4 ms each after the fifth.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
