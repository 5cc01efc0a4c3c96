import type { AuthCheckResponse } from '@/api/generated/model';
import { getAccessToken } from '@/lib/token-storage';

// The start-up session check (POST /auth/check), asked for by the page's first, small script
// (src/early-check.ts) as soon as it runs, instead of once the whole app has downloaded and
// started: on a slow phone network the check's round trips then overlap the app's download,
// and a signed-in first screen, which waits for the check and then for its data, draws
// sooner. startSession takes the answer here instead of asking again.

let pending: Promise<AuthCheckResponse> | null = null;

/** Starts the check with `check` when a token is stored; a tab without one has nothing to check. */
export const startEarlyCheck = (check: () => Promise<AuthCheckResponse>): void => {
  if (pending || !getAccessToken()) return;
  pending = check();
  // Its failure is the session's to handle, when it takes the answer: never an unhandled rejection.
  pending.catch(() => undefined);
};

/** The check started early, once: later checks (another tab's sign-in) ask the server again. */
export const takeEarlyCheck = (): Promise<AuthCheckResponse> | null => {
  const taken = pending;
  pending = null;
  return taken;
};
