import { getAccessToken } from '@/lib/token-storage';
import { ApiError, toApiError, unknownError } from './api-error';
import { apiUrl } from './api-base-url';
import { requestNewToken, tokenAfterExpiry } from './token-refresh';

/** How many times one request is retried after refreshing an expired token. */
export const maxExpiredTokenRetries = 5;

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

// Checked by name: the AbortError may come from another realm (Node's fetch under jsdom).
const isAbort = (error: unknown, signal?: AbortSignal | null): boolean =>
  Boolean(signal?.aborted) || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError');

const bearerPrefix = 'Bearer ';

/** The token a caller put in its own `Authorization` header (see `withOwnToken`), if any. */
const ownToken = (headers: HeadersInit | undefined): string | null => {
  const authorization = new Headers(headers).get('Authorization');
  return authorization?.startsWith(bearerPrefix) ? authorization.slice(bearerPrefix.length) : null;
};

/**
 * Request options for a call made with a token this tab no longer stores (the logout, sent
 * after the tab has already let go of its session). Such a call never touches the stored
 * token: an expired one is exchanged for a fresh one that is used for this call only, since
 * storing it would sign every tab back in.
 */
export const withOwnToken = (token: string): { headers: Record<string, string> } => ({
  headers: { Authorization: `${bearerPrefix}${token}` },
});

const send = async (path: string, init: RequestInit, token: string | null): Promise<Response> => {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `${bearerPrefix}${token}`);
  else headers.delete('Authorization');
  try {
    return await fetch(apiUrl(path), { ...init, headers, credentials: 'include' });
  } catch (error) {
    if (isAbort(error, init.signal)) throw error;
    throw unknownError();
  }
};

/**
 * The one fetch client every generated call goes through (orval's mutator). It adds the
 * base address, the bearer token and cookies; on `401 ExpiredAccessToken` it refreshes the
 * token (one refresh shared by all concurrent callers) and retries, at most
 * `maxExpiredTokenRetries` times; every failure reaches the caller as an ApiError.
 */
export const httpClient = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const own = ownToken(init.headers);
  let token = own ?? getAccessToken();
  for (let retries = 0; ; retries += 1) {
    const response = await send(path, init, token);
    let body: unknown;
    try {
      body = await readBody(response);
    } catch (error) {
      if (isAbort(error, init.signal)) throw error;
      throw unknownError();
    }
    if (response.ok) return body as T;

    const error = toApiError(body);
    if (error.status !== 401 || error.name !== 'ExpiredAccessToken') throw error;
    if (retries >= maxExpiredTokenRetries) {
      throw new ApiError(401, 'ExpiredAccessToken', 'Too many retries', { ...error.body, description: 'Too many retries' });
    }
    token = own ? await requestNewToken() : await tokenAfterExpiry(token);
  }
};

/** orval types each hook's error with this: every call rejects with an ApiError. */
export type ErrorType<_ServerError> = ApiError;
/** orval types request bodies with this. */
export type BodyType<Body> = Body;
