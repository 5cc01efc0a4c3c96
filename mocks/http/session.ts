import { mockConfig } from '../config';
import { getDb } from '../db/store';
import { now } from '../db/clock';
import { newToken } from '../db/ids';
import type { UserRow } from '../db/schema';
import { fail } from './errors';

// Access tokens are opaque to the client but readable here: `mock.<base64url JSON>.<nonce>`
// carrying the user id and the expiry, so that expiry works without a token table.
interface AccessClaims {
  sub: string;
  exp: number;
}

const encode = (claims: AccessClaims): string =>
  btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const decode = (part: string): AccessClaims | null => {
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const value = JSON.parse(json) as Partial<AccessClaims>;
    return typeof value.sub === 'string' && typeof value.exp === 'number' ? { sub: value.sub, exp: value.exp } : null;
  } catch {
    return null;
  }
};

export const issueAccessToken = (userId: string): string =>
  `mock.${encode({ sub: userId, exp: now().getTime() + mockConfig.accessTokenTtlMs })}.${newToken(8)}`;

export const refreshCookieName = 'kizuna_refresh';

export const issueRefreshToken = (userId: string): string => {
  const token = newToken(40);
  getDb().refreshTokens.push({ token, userId, expiresAt: new Date(now().getTime() + mockConfig.refreshTokenTtlMs).toISOString() });
  return token;
};

export const refreshCookie = (token: string): string =>
  `${refreshCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(mockConfig.refreshTokenTtlMs / 1000)}`;

export const clearedRefreshCookie = (): string => `${refreshCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

const bearer = (request: Request): string | null => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/** The user a token belongs to, or an error: Unauthorized, or ExpiredAccessToken. */
export const userFromToken = (token: string | null): UserRow => {
  if (!token) throw fail.unauthorized();
  const [prefix, payload] = token.split('.');
  const claims = prefix === 'mock' && payload ? decode(payload) : null;
  const db = getDb();
  if (!claims || db.revokedAccessTokens.includes(token)) throw fail.unauthorized();
  if (claims.exp <= now().getTime()) throw fail.expiredToken();
  const user = db.users.find((u) => u.id === claims.sub);
  if (!user) throw fail.unauthorized();
  return user;
};

/** The signed-in user of a request, or a 401 error. */
export const requireUser = (request: Request): UserRow => userFromToken(bearer(request));

/** The signed-in user of a request, or null when it carries no (valid) token. */
export const optionalUser = (request: Request): UserRow | null => {
  try {
    return requireUser(request);
  } catch {
    return null;
  }
};

export const accessTokenOf = bearer;

/** The refresh token from the request's cookies (Cookie header, or MSW's parsed cookies). */
export const refreshTokenOf = (request: Request, cookies: Record<string, string> = {}): string | null => {
  if (cookies[refreshCookieName]) return cookies[refreshCookieName];
  const header = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${refreshCookieName}=([^;]+)`).exec(header);
  return match?.[1] ?? null;
};
