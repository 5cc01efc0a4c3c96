import { getSession, isSignedIn, subscribeSession } from './session-store';

/**
 * Loads the sign-in screen (`preload`: its code and translations) once `settled` resolves (the
 * app passes: the first screen is done and another tab is open, ./other-tabs.ts) and a user is
 * signed in, at most once per tab. A logout in another tab then shows this tab's sign-in screen
 * without waiting for a download (issue 13: within 1 s). A failed preload is dropped: the route
 * loads the screen again when it is needed.
 */
export const keepSignInReady = (settled: Promise<void>, preload: () => Promise<unknown>): void => {
  void settled.then(() => {
    const tryNow = (): boolean => {
      if (!isSignedIn(getSession())) return false;
      preload().catch(() => undefined);
      return true;
    };
    if (tryNow()) return;
    const stop = subscribeSession(() => {
      if (tryNow()) stop();
    });
  });
};
