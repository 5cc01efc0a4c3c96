import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetWalletQueryKey, getGetWalletQueryOptions } from '@/api/generated/endpoints/wallet/wallet';
import type { User } from '@/api/generated/model';
import { storageKeys } from '@/lib/storage-keys';
import { getAccessToken, onAccessTokenChange, setAccessToken } from '@/lib/token-storage';
import { getAgentProgress, setAgentProgress } from './progress';
import { bootstrapSession, completeSignIn, configureSession, loadForUser, logout, startSession, whenUserKnown } from './session';
import { getSession, resetSessionStore } from './session-store';

const user = { id: 'usr_fan', email: 'fan@kizuna.example', nickname: 'Fan' } as User;
const wallet = { points: 120, updatedAt: '2026-01-01T00:00:00.000Z' };
const error = (status: number, name: string) => HttpResponse.json({ status, name, description: name }, { status });

const bootstrapHandlers = [
  http.get('*/api/payment/payment-methods', () => HttpResponse.json({ paymentMethods: [] })),
  http.get('*/api/payment/wallet', () => HttpResponse.json({ wallet })),
  http.get('*/api/user-subscription/current', () => HttpResponse.json({ userSubscription: null })),
  http.get('*/api/my-agent/my-agents-ids', () => HttpResponse.json({ agentIds: ['agt_1'], count: 1 })),
];
const server = setupServer(...bootstrapHandlers);

let queryClient: QueryClient;
const navigate = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  navigate.mockReset();
  resetSessionStore();
  configureSession({ queryClient, navigate });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the start-up session check', () => {
  it('replaces the stored token with a returned one and bootstraps the user', async () => {
    setAccessToken('old');
    server.use(http.post('*/api/auth/check', () => HttpResponse.json({ accessToken: 'new', user })));
    await startSession();
    expect(getAccessToken()).toBe('new');
    expect(getSession()).toMatchObject({ token: 'new', user, agentIds: ['agt_1'], agentCount: 1, initializing: false });
    expect(JSON.parse(sessionStorage.getItem(storageKeys.sessionUser) ?? 'null')).toEqual(user);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.agentIds) ?? 'null')).toEqual({ agentIds: ['agt_1'], count: 1 });
  });

  it('keeps the token when only the user comes back', async () => {
    setAccessToken('kept');
    server.use(http.post('*/api/auth/check', () => HttpResponse.json({ user })));
    await startSession();
    expect(getAccessToken()).toBe('kept');
    expect(getSession().user).toEqual(user);
  });

  it('clears the session when neither token nor user comes back', async () => {
    setAccessToken('old');
    sessionStorage.setItem(storageKeys.sessionUser, JSON.stringify(user));
    resetSessionStore();
    server.use(http.post('*/api/auth/check', () => HttpResponse.json({})));
    await startSession();
    expect(getAccessToken()).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, initializing: false });
    expect(sessionStorage.getItem(storageKeys.sessionUser)).toBeNull();
  });

  it('clears the session when the check fails', async () => {
    setAccessToken('old');
    server.use(http.post('*/api/auth/check', () => error(401, 'Unauthorized')));
    await startSession();
    expect(getAccessToken()).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, initializing: false });
  });

  it("tells route loaders the user once the check knows it, while the bootstrap's fetches are still out", async () => {
    setAccessToken('t');
    let answerWallet!: () => void;
    const walletHeld = new Promise<void>((resolve) => (answerWallet = resolve));
    server.use(
      http.post('*/api/auth/check', () => HttpResponse.json({ user })),
      http.get('*/api/payment/wallet', async () => {
        await walletHeld;
        return HttpResponse.json({ wallet });
      }),
    );
    const started = startSession();
    const known = await whenUserKnown();
    expect(known).toMatchObject({ token: 't', user, initializing: true });
    answerWallet();
    await started;
    expect(getSession().initializing).toBe(false);
  });

  it('tells route loaders there is no user once a failed check has cleared the query cache', async () => {
    setAccessToken('old');
    queryClient.setQueryData(['left', 'by', 'someone'], 1);
    server.use(http.post('*/api/auth/check', () => error(401, 'Unauthorized')));
    void startSession();
    const known = await whenUserKnown();
    expect(known).toMatchObject({ token: null, user: null });
    expect(queryClient.getQueryData(['left', 'by', 'someone'])).toBeUndefined();
  });

  it('clears the session when the server cannot be reached', async () => {
    setAccessToken('old');
    server.use(http.post('*/api/auth/check', () => HttpResponse.error()));
    await startSession();
    expect(getAccessToken()).toBeNull();
  });

  it('asks nothing without a token and ends initializing', async () => {
    await startSession();
    expect(getSession()).toMatchObject({ token: null, user: null, initializing: false });
  });
});

describe('the start-up check and what leaves beside it', () => {
  /** The check answers only once `request` has reached the server: sent after it, it would hang. */
  const checkAnsweringAfter = (method: 'get' | 'post', path: string, answer: () => Response, check: () => Response) => {
    const seen: string[] = [];
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http[method](path, () => {
        seen.push(path);
        arrived();
        return answer();
      }),
      http.post('*/api/auth/check', async () => {
        await requested;
        return check();
      }),
    );
    return seen;
  };

  it("sends the bootstrap's fetches with the check, once each, and applies them to the user it names", async () => {
    setAccessToken('t');
    const seen = checkAnsweringAfter('get', '*/api/payment/wallet', () => HttpResponse.json({ wallet }), () => HttpResponse.json({ user }));
    await startSession();
    expect(seen).toHaveLength(1);
    expect(getSession()).toMatchObject({ user, agentIds: ['agt_1'], agentCount: 1, initializing: false });
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toEqual({ wallet });
  });

  it('keeps nothing of them when the check clears the session', async () => {
    setAccessToken('revoked');
    checkAnsweringAfter('get', '*/api/my-agent/my-agents-ids', () => HttpResponse.json({ agentIds: ['agt_1'], count: 1 }), () => error(401, 'Unauthorized'));
    await startSession();
    expect(getSession()).toMatchObject({ token: null, user: null, agentIds: [], initializing: false });
    expect(sessionStorage.getItem(storageKeys.agentIds)).toBeNull();
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toBeUndefined();
  });

  it("loads a screen's data beside the check and hands it over once the check keeps the user", async () => {
    setAccessToken('t');
    checkAnsweringAfter('get', '*/api/chats', () => HttpResponse.json({ chats: ['c'] }), () => HttpResponse.json({ user }));
    const started = startSession();
    const chats = loadForUser(() => fetch('http://api.test/api/chats').then((response) => response.json()));
    await expect(chats).resolves.toEqual({ chats: ['c'] });
    await started;
  });

  it('hands a screen nothing, and no failure, when the check clears the session', async () => {
    setAccessToken('revoked');
    checkAnsweringAfter('get', '*/api/chats', () => error(401, 'Unauthorized'), () => error(401, 'Unauthorized'));
    void startSession();
    const load = vi.fn(() => fetch('http://api.test/api/chats').then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)))));
    await expect(loadForUser(load)).resolves.toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads nothing for a screen without a token', async () => {
    void startSession();
    const load = vi.fn(() => Promise.resolve('data'));
    await expect(loadForUser(load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the bootstrap', () => {
  it('fetches payment methods, wallet, subscription and agent ids together, initializing until done', async () => {
    setAccessToken('t');
    const started: string[] = [];
    let release!: () => void;
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Each answer waits until all four requests have arrived: sequential fetching would hang.
    const gate = (name: string, body: object) => async () => {
      started.push(name);
      if (started.length === 4) release();
      await allStarted;
      return HttpResponse.json(body);
    };
    server.use(
      http.get('*/api/payment/payment-methods', gate('paymentMethods', { paymentMethods: [] })),
      http.get('*/api/payment/wallet', gate('wallet', { wallet })),
      http.get('*/api/user-subscription/current', gate('subscription', { userSubscription: null })),
      http.get('*/api/my-agent/my-agents-ids', gate('agentIds', { agentIds: [], count: 0 })),
    );
    const done = bootstrapSession();
    expect(getSession().initializing).toBe(true);
    await done;
    expect(started.sort()).toEqual(['agentIds', 'paymentMethods', 'subscription', 'wallet']);
    expect(getSession().initializing).toBe(false);
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toEqual({ wallet });
  });

  it('is never cancelled when a screen watching the wallet unmounts during sign-in, and fetches it once', async () => {
    // The walk-through saw "session bootstrap: wallet failed CancelledError" on every sign-in:
    // the header's wallet badge subscribed to the bootstrap's fetch and unmounted when sign-in
    // swapped the auth layout for the app's, and React Query aborts a fetch whose signal was
    // handed out once its last observer leaves.
    let requests = 0;
    let aborted = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/payment/wallet', async ({ request }) => {
        requests += 1;
        request.signal.addEventListener('abort', () => (aborted += 1));
        await answered;
        return HttpResponse.json({ wallet });
      }),
    );
    const errors = vi.mocked(console.error);
    const signingIn = completeSignIn({ user, accessToken: 't' } as Parameters<typeof completeSignIn>[0], '/chats');
    await vi.waitFor(() => expect(requests).toBe(1));
    const badge = new QueryObserver(queryClient, getGetWalletQueryOptions());
    const unsubscribe = badge.subscribe(() => undefined);
    unsubscribe();
    answer();
    await signingIn;
    expect([requests, aborted]).toEqual([1, 0]);
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toEqual({ wallet });
    expect(errors.mock.calls.flat().map(String).join(' ')).not.toMatch(/CancelledError|session bootstrap/);
    expect(navigate).toHaveBeenCalledWith('/chats', { replace: true });
  });

  it('finishes initializing even when one fetch fails', async () => {
    setAccessToken('t');
    server.use(http.get('*/api/payment/wallet', () => error(500, 'UnknownError')));
    await bootstrapSession();
    expect(getSession()).toMatchObject({ initializing: false, agentIds: ['agt_1'] });
  });
});

describe('logout', () => {
  const signIn = async () => {
    server.use(http.post('*/api/auth/check', () => HttpResponse.json({ user })));
    setAccessToken('t');
    await startSession();
    setAgentProgress('draft');
  };

  it('tells the server and clears user, agent ids, token and progress', async () => {
    await signIn();
    let sentUid: unknown;
    server.use(
      http.post('*/api/auth/logout', async ({ request }) => {
        sentUid = ((await request.json()) as { uid?: unknown }).uid;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout();
    expect(sentUid).toBe(user.id);
    expect(getAccessToken()).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, agentIds: [], agentCount: 0 });
    expect(sessionStorage.getItem(storageKeys.sessionUser)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.agentIds)).toBeNull();
    expect(getAgentProgress()).toBe('before-onboarding');
    expect(queryClient.getQueryData(getGetWalletQueryKey())).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/sign-in', { replace: true });
  });

  it('clears everything even when the call fails, and only logs the failure', async () => {
    await signIn();
    server.use(http.post('*/api/auth/logout', () => error(500, 'UnknownError')));
    await expect(logout()).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('logout'), expect.anything());
    expect(getAccessToken()).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, agentIds: [] });
  });

  it('signs out before the server answers, so other tabs follow without waiting for the call', async () => {
    await signIn();
    let answer = (): void => undefined;
    let called = false;
    server.use(
      http.post('*/api/auth/logout', async () => {
        called = true;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const removals: (string | null)[] = [];
    const originalRemove = Storage.prototype.removeItem;
    const spy = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
      removals.push(key);
      originalRemove.call(this, key);
    });
    const done = logout();
    // Synchronously, before any answer: the token (the other tabs' signal) is the first thing gone.
    expect(removals[0]).toBe(storageKeys.accessToken);
    expect(getAccessToken()).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, loggedOut: true });
    expect(navigate).toHaveBeenCalledWith('/sign-in', { replace: true });
    spy.mockRestore();
    await vi.waitFor(() => expect(called).toBe(true));
    answer();
    await done;
    expect(getAccessToken()).toBeNull();
  });

  it('tells the server with the token it held, refreshing an expired one for the call only', async () => {
    await signIn();
    const authorizations: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer renewed' ? new HttpResponse(null, { status: 204 }) : error(401, 'ExpiredAccessToken');
      }),
      http.post('*/api/auth/refresh-token', () => HttpResponse.json({ accessToken: 'renewed' })),
    );
    const stored: (string | null)[] = [];
    const stop = onAccessTokenChange((token) => stored.push(token));
    await logout();
    stop();
    expect(authorizations).toEqual(['Bearer t', 'Bearer renewed']);
    // The renewed token is never stored: it would sign every tab back in.
    expect(stored).toEqual([null]);
    expect(getAccessToken()).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('follows another tab that logged out', async () => {
    await signIn();
    localStorage.removeItem(storageKeys.accessToken);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.accessToken, newValue: null }));
    expect(getSession()).toMatchObject({ token: null, user: null, agentIds: [] });
  });
});

describe('completeSignIn', () => {
  it('stores token and user, bootstraps, then goes to the sanitised redirect', async () => {
    await completeSignIn({ user, accessToken: 'fresh' }, '/profile?tab=1#x');
    expect(getAccessToken()).toBe('fresh');
    expect(getSession()).toMatchObject({ user, agentCount: 1, initializing: false });
    expect(navigate).toHaveBeenCalledWith('/profile?tab=1#x', { replace: true });
  });

  it('goes to /chats for a foreign or missing redirect', async () => {
    await completeSignIn({ user, accessToken: 'fresh' }, '//evil.com');
    expect(navigate).toHaveBeenLastCalledWith('/chats', { replace: true });
    await completeSignIn({ user, accessToken: 'fresh' });
    expect(navigate).toHaveBeenLastCalledWith('/chats', { replace: true });
  });

  it('reads ?redirect= from the address when not given', async () => {
    window.history.replaceState(null, '', '/sign-in?redirect=%2Fmy-agent');
    await completeSignIn({ user, accessToken: 'fresh' });
    expect(navigate).toHaveBeenLastCalledWith('/my-agent', { replace: true });
    window.history.replaceState(null, '', '/');
  });
});
