import { getAccessToken, setAccessToken } from '@/lib/token-storage';
import { ApiError, toApiError, unknownError } from './api-error';
import { apiUrl } from './api-base-url';
import { withRefreshLock } from './refresh-lock';

// One refresh at a time: every request that meets an expired token while a refresh is under
// way waits for that same refresh instead of starting its own (single flight). Across tabs,
// the refresh runs under a lock (refresh-lock.ts); a tab that waited for it finds the token
// the other tab stored, and uses it without refreshing again.
let inFlight: Promise<string> | null = null;

const requestNewToken = async (): Promise<string> => {
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
    const current = getAccessToken();
    if (current && current !== expired) return current;
    const token = await requestNewToken();
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
