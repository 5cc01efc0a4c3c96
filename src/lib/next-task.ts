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

/**
 * Calls each of `starts` in a task of its own, in order, each one task after the one before
 * started (not after it finished), and gives back their promises. For start-up work that is a
 * handful of independent calls, each a few milliseconds (a fetch's call sets up its request and
 * CORS): called together they were one task of 30–70 ms on our test machine, four times that on
 * Lighthouse's simulated phone, where a task past 50 ms counts as blocking time.
 */
export const oneTaskEach = <T extends readonly unknown[] | []>(starts: { readonly [K in keyof T]: () => Promise<T[K]> }): { [K in keyof T]: Promise<T[K]> } => {
  let turn = Promise.resolve();
  return starts.map((start: () => Promise<unknown>) => {
    turn = turn.then(nextTask);
    return turn.then(start);
  }) as { [K in keyof T]: Promise<T[K]> };
};
