import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getAccessToken, setAccessToken } from '@/lib/token-storage';
import { ApiError } from './api-error';
import { httpClient, maxExpiredTokenRetries, withOwnToken } from './http-client';

// The client's rules, against small purpose-built handlers (not the mock backend), so each
// rule is observed on its own: what was sent, how often the token was refreshed, and what
// the caller receives.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const expired = () => HttpResponse.json({ status: 401, name: 'ExpiredAccessToken', description: 'The access token has expired.' }, { status: 401 });

/** A protected resource that accepts only `validToken`, and a refresh endpoint that issues it. */
const protectedResource = (validToken: () => string) => {
  const seen = { refreshes: 0, authorizations: [] as (string | null)[] };
  let counter = 0;
  server.use(
    http.get('*/api/things', ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.authorizations.push(auth);
      return auth === `Bearer ${validToken()}` ? HttpResponse.json({ ok: true }) : expired();
    }),
    http.post('*/api/auth/refresh-token', async () => {
      seen.refreshes += 1;
      counter += 1;
      // A little latency, so that concurrent callers really overlap the refresh.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({ accessToken: `fresh-${counter}` });
    }),
  );
  return seen;
};

describe('httpClient', () => {
  it('sends the bearer token when there is one, and cookies', async () => {
    setAccessToken('token-1');
    let authorization: string | null = null;
    let credentials: string | undefined;
    server.use(
      http.get('*/api/me', ({ request }) => {
        authorization = request.headers.get('authorization');
        credentials = request.credentials;
        return HttpResponse.json({ id: 'u1' });
      }),
    );
    await expect(httpClient('/me', { method: 'GET' })).resolves.toEqual({ id: 'u1' });
    expect(authorization).toBe('Bearer token-1');
    expect(credentials).toBe('include');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/api/agents', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ agents: [] });
      }),
    );
    await httpClient('/agents', { method: 'GET' });
    expect(authorization).toBeNull();
  });

  it('resolves 204 answers with undefined', async () => {
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    await expect(httpClient('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('refreshes an expired token, stores the new one and retries the same request', async () => {
    setAccessToken('stale');
    const seen = protectedResource(() => 'fresh-1');
    await expect(httpClient('/things', { method: 'GET' })).resolves.toEqual({ ok: true });
    expect(seen.refreshes).toBe(1);
    expect(seen.authorizations).toEqual(['Bearer stale', 'Bearer fresh-1']);
    expect(getAccessToken()).toBe('fresh-1');
  });

  it('uses a caller\'s own token, and refreshes it for that call without storing the new one', async () => {
    setAccessToken('stored');
    const seen = protectedResource(() => 'fresh-1');
    await expect(httpClient('/things', { method: 'GET', ...withOwnToken('held') })).resolves.toEqual({ ok: true });
    expect(seen.authorizations).toEqual(['Bearer held', 'Bearer fresh-1']);
    expect(seen.refreshes).toBe(1);
    expect(getAccessToken()).toBe('stored');
  });

  it(`gives up with "Too many retries" after ${maxExpiredTokenRetries} refreshes`, async () => {
    setAccessToken('stale');
    const seen = protectedResource(() => 'never-valid');
    const error = await httpClient('/things', { method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Too many retries');
    expect((error as ApiError).status).toBe(401);
    expect(seen.refreshes).toBe(maxExpiredTokenRetries);
    expect(seen.authorizations).toHaveLength(maxExpiredTokenRetries + 1);
  });

  it('shares one refresh between 20 concurrent requests that meet an expired token', async () => {
    setAccessToken('stale');
    const seen = protectedResource(() => 'fresh-1');
    const results = await Promise.all(Array.from({ length: 20 }, () => httpClient('/things', { method: 'GET' })));
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
    expect(seen.refreshes).toBe(1);
    expect(getAccessToken()).toBe('fresh-1');
  });

  it('clears the token and rejects when the refresh itself is refused', async () => {
    setAccessToken('stale');
    server.use(
      http.get('*/api/things', expired),
      http.post('*/api/auth/refresh-token', () =>
        HttpResponse.json({ status: 401, name: 'Unauthorized', description: 'Sign in to continue.' }, { status: 401 }),
      ),
    );
    const error = await httpClient('/things', { method: 'GET' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, name: 'Unauthorized', description: 'Sign in to continue.' });
    expect(getAccessToken()).toBeNull();
  });

  it('passes API errors to the caller with their status, name, description and extra fields', async () => {
    server.use(
      http.post('*/api/auth/email/login', () =>
        HttpResponse.json(
          { status: 409, name: 'GoogleLinkedAccount', description: 'The account is linked to Google login.', email: 'ken@kizuna.example' },
          { status: 409 },
        ),
      ),
    );
    const error = await httpClient('/auth/email/login', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, name: 'GoogleLinkedAccount', description: 'The account is linked to Google login.' });
    expect((error as ApiError).email).toBe('ken@kizuna.example');
  });

  it('does not refresh on a 401 that is not ExpiredAccessToken', async () => {
    let refreshes = 0;
    server.use(
      http.get('*/api/me', () => HttpResponse.json({ status: 401, name: 'Unauthorized', description: 'Sign in.' }, { status: 401 })),
      http.post('*/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'x' });
      }),
    );
    await expect(httpClient('/me', { method: 'GET' })).rejects.toMatchObject({ name: 'Unauthorized' });
    expect(refreshes).toBe(0);
  });

  it.each([
    ['a body that is not JSON', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['a JSON body without an error name', () => HttpResponse.json({ message: 'oops' }, { status: 500 })],
    ['an error with a non-numeric status', () => HttpResponse.json({ status: 'bad', name: 'Nope' }, { status: 400 })],
    ['a network failure', () => HttpResponse.error()],
  ])('turns %s into 500 UnknownError "unknown error occurred"', async (_label, answer) => {
    server.use(http.get('*/api/me', answer));
    const error = await httpClient('/me', { method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, name: 'UnknownError', description: 'unknown error occurred' });
  });

  it('lets an aborted request reject as an abort, not as an API error', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = httpClient('/slow', { method: 'GET', signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
