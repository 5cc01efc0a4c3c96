import { getAccessToken } from '@/lib/token-storage';
import { ApiError, toApiError, unknownError } from './api-error';
import { apiUrl } from './api-base-url';
import { tokenAfterExpiry } from './token-refresh';

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

const send = async (path: string, init: RequestInit, token: string | null): Promise<Response> => {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
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
  let token = getAccessToken();
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
    token = await tokenAfterExpiry(token);
  }
};

/** orval types each hook's error with this: every call rejects with an ApiError. */
export type ErrorType<_ServerError> = ApiError;
/** orval types request bodies with this. */
export type BodyType<Body> = Body;
