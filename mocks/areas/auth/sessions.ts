import type { AuthResponse } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { now } from '../../db/clock';
import type { RefreshTokenRow, UserRow } from '../../db/schema';
import { json } from '../../http/route';
import { clearedRefreshCookie, issueAccessToken, issueRefreshToken, refreshCookie } from '../../http/session';
import { toUser } from './users';

// Sessions: an access token in the body and a refresh token in an httpOnly cookie, as the
// real backend does it.

/** The answer to every successful sign-in or sign-up: user, access token and refresh cookie. */
export const signedIn = (user: UserRow, status = 200): Response => {
  const refresh = issueRefreshToken(user.id);
  return json<AuthResponse>({ user: toUser(user), accessToken: issueAccessToken(user.id) }, status, {
    'Set-Cookie': refreshCookie(refresh),
  });
};

const findRefreshToken = (token: string | null): RefreshTokenRow | undefined =>
  token ? getDb().refreshTokens.find((row) => row.token === token) : undefined;

export const deleteRefreshToken = (token: string | null): void => {
  const db = getDb();
  db.refreshTokens = db.refreshTokens.filter((row) => row.token !== token);
};

/**
 * Swaps a refresh token for a new pair, or null when the session is over (unknown or expired
 * token). Rotation means a stolen refresh token works once at most.
 */
export const rotateRefreshToken = (token: string | null): { accessToken: string; refreshToken: string } | null => {
  const row = findRefreshToken(token);
  if (!row) return null;
  deleteRefreshToken(row.token);
  const user = getDb().users.find((u) => u.id === row.userId);
  if (!user || new Date(row.expiresAt).getTime() <= now().getTime()) return null;
  return { accessToken: issueAccessToken(user.id), refreshToken: issueRefreshToken(user.id) };
};

/** Signs a user out everywhere (after a password change). */
export const revokeAllRefreshTokens = (userId: string): void => {
  const db = getDb();
  db.refreshTokens = db.refreshTokens.filter((row) => row.userId !== userId);
};

export const revokeAccessToken = (token: string): void => {
  const db = getDb();
  if (!db.revokedAccessTokens.includes(token)) db.revokedAccessTokens.push(token);
};

export const clearCookieHeaders = (): HeadersInit => ({ 'Set-Cookie': clearedRefreshCookie() });
