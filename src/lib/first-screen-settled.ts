// The moment the app's first screen has settled (src/app/mount.tsx decides it with
// ./realtime/when-settled.ts: quiet for a while after it was drawn, or the user's first
// interaction). Code a screen draws without, like the chat history's virtualiser, waits for it.
let settled: Promise<void> = Promise.resolve();
let hasSettled = true;

/** Called once by the app at start-up. */
export const setFirstScreenSettled = (promise: Promise<void>): void => {
  settled = promise;
  hasSettled = false;
  void promise.then(() => {
    if (settled === promise) hasSettled = true;
  });
};

/** Resolves once the first screen has settled: at once on a later screen, or where the app never said (tests). */
export const whenFirstScreenSettled = (): Promise<void> => settled;

/** Whether it has settled already (a later screen can then render at once what waits for it). */
export const firstScreenHasSettled = (): boolean => hasSettled;
