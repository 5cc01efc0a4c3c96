import { getAccessToken, onAccessTokenChange, setAccessToken } from '@/lib/token-storage';
import { ApiError, toApiError, unknownError } from './api-error';
import { apiUrl } from './api-base-url';
import { withRefreshLock } from './refresh-lock';
import { rotationStore } from './token-rotation';

// One refresh at a time: every request that meets an expired token while a refresh is under
// way waits for that same refresh instead of starting its own (single flight). Across tabs,
// the refresh runs under a lock (refresh-lock.ts); a tab that waited for it finds the token
// the other tab stored, and uses it without refreshing again. It looks in two places: its own
// view of localStorage, and the rotation record (token-rotation.ts), which the winner writes
// before it lets go of the lock: the localStorage view may not have caught up yet.
let inFlight: Promise<string> | null = null;

/** The token that replaced `expired` while this tab waited for the lock, if any tab replaced it. */
const replacementOf = async (expired: string | null): Promise<string | null> => {
  const current = getAccessToken();
  if (current && current !== expired) return current;
  if (!expired) return null;
  const rotation = await rotationStore().read();
  return rotation?.from === expired ? rotation.to : null;
};

/** Exchanges the refresh cookie for a new access token, without storing it anywhere. */
export const requestNewToken = async (): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(apiUrl('/auth/refresh-token'), { method: 'POST', credentials: 'include' });
  } catch {
    throw unknownError();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(body);
  const token = (body as { accessToken?: unknown } | undefined)?.accessToken;
  if (typeof token !== 'string' || !token) throw unknownError();
  return token;
};

/**
 * Exchanges the refresh cookie for a new access token and stores it. When the refresh itself
 * is refused the session is over, so the token is cleared.
 */
export const refreshAccessToken = (expired: string | null = getAccessToken()): Promise<string> => {
  inFlight ??= withRefreshLock(async () => {
    const replacement = await replacementOf(expired);
    if (replacement) {
      if (replacement !== getAccessToken()) setAccessToken(replacement);
      return replacement;
    }
    const token = await requestNewToken();
    // Recorded before the lock is released, so the next tab to hold it sees the rotation.
    await rotationStore().write({ from: expired, to: token });
    setAccessToken(token);
    return token;
  })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setAccessToken(null);
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
};

/** The token a retry should use: a newer one if another request refreshed meanwhile. */
export const tokenAfterExpiry = async (usedToken: string | null): Promise<string> => {
  const current = getAccessToken();
  if (current && current !== usedToken) return current;
  return refreshAccessToken(usedToken);
};

// A signed-out browser keeps no token anywhere, the rotation record included.
onAccessTokenChange((token) => {
  if (!token) void rotationStore().clear();
});
