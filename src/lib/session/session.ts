import { CancelledError, isCancelledError, type QueryClient } from '@tanstack/react-query';
import { checkAuth, logout as logoutCall } from '@/api/generated/endpoints/auth/auth';
import { withOwnToken } from '@/api/http-client';
import { getGetMyAgentIdsQueryOptions, getMyAgentIds } from '@/api/generated/endpoints/my-agent/my-agent';
import { getListPaymentMethodsQueryOptions, listPaymentMethods } from '@/api/generated/endpoints/payment/payment';
import { getMyProfile } from '@/api/generated/endpoints/profile/profile';
import { getCurrentSubscription, getGetCurrentSubscriptionQueryOptions } from '@/api/generated/endpoints/subscription/subscription';
import { getGetWalletQueryOptions, getWallet } from '@/api/generated/endpoints/wallet/wallet';
import type { AuthResponse, User } from '@/api/generated/model';
import { logError } from '@/lib/logger';
import { oneTaskEach } from '@/lib/next-task';
import { forgetReferralCode } from '@/lib/referral-code';
import { sanitizeRedirect } from '@/lib/safe-redirect';
import { getAccessToken, onAccessTokenChange, setAccessToken } from '@/lib/token-storage';
import { clearProgress } from './progress';
import { getSession, isSignedIn, markLoggedOut, setInitializing, storeAgentIds, storeToken, storeUser, type SessionSnapshot } from './session-store';

// The session lifecycle of spec section 4: the start-up check, the bootstrap fetches when a
// user becomes present, sign-in completion, logout, and following other tabs.
export interface SessionDeps {
  queryClient: QueryClient;
  /** Client-side navigation (the router's navigate); a full page load when absent. */
  navigate?: (to: string, options?: { replace?: boolean }) => void;
}

let deps: SessionDeps | null = null;
let stopFollowingToken: (() => void) | null = null;

const requireDeps = (): SessionDeps => {
  if (!deps) throw new Error('configureSession() must run before the session is used');
  return deps;
};

const navigateTo = (to: string, replace = true) => {
  const navigate = deps?.navigate;
  if (navigate) navigate(to, { replace });
  else if (typeof window !== 'undefined') window.location.assign(to);
};

/** Counts the users forgotten: a bootstrap fetch still to be sent when its user goes is not sent. */
let forgotten = 0;

/** Forgets everything the signed-in user left in this tab (not the storage of other tabs). */
const forgetUser = () => {
  forgotten += 1;
  storeUser(null);
  storeAgentIds([], 0);
  clearProgress();
  // Queries of the previous user must never show to the next one.
  deps?.queryClient.clear();
};

/**
 * Payment methods, wallet, subscription and agent ids, fetched together. The fetchers get no
 * AbortSignal: React Query aborts a fetch whose signal was handed out as soon as its last
 * observer unmounts, and the header's wallet badge mounts and unmounts while sign-in moves from
 * the auth layout to the app. The bootstrap is never abandoned, so nothing may cancel it; the
 * screens share these same fetches (one request each).
 */
const fetchBootstrap = (queryClient: QueryClient) => {
  const user = forgotten;
  // Not sent once the user it was for is gone (a start-up check that found no user): cancelled.
  const forUser =
    <T>(send: () => Promise<T>) =>
    (): Promise<T> =>
      user === forgotten ? send() : Promise.reject(new CancelledError());
  return Promise.allSettled(
    // Each sent in a task of its own (the start-up check's in the task before them): sent
    // together they were, with the check, one task of 30–70 ms at start-up on our test machine.
    oneTaskEach([
      forUser(() => queryClient.fetchQuery({ ...getListPaymentMethodsQueryOptions(), queryFn: () => listPaymentMethods() })),
      forUser(() => queryClient.fetchQuery({ ...getGetWalletQueryOptions(), queryFn: () => getWallet() })),
      forUser(() => queryClient.fetchQuery({ ...getGetCurrentSubscriptionQueryOptions(), queryFn: () => getCurrentSubscription() })),
      forUser(() => queryClient.fetchQuery({ ...getGetMyAgentIdsQueryOptions(), queryFn: () => getMyAgentIds() })),
    ]),
  );
};
type BootstrapFetches = ReturnType<typeof fetchBootstrap>;

/**
 * The bootstrap, whenever a user becomes present: the app is "initializing" until all four
 * fetches have settled; a failure of one is logged and does not block the others. `early`:
 * the same fetches, already sent (the start-up check sends them beside itself).
 */
export const bootstrapSession = async (early?: BootstrapFetches): Promise<void> => {
  const { queryClient } = requireDeps();
  setInitializing(true);
  try {
    const [paymentMethods, wallet, subscription, agentIds] = await (early ?? fetchBootstrap(queryClient));
    if (agentIds.status === 'fulfilled') storeAgentIds(agentIds.value.agentIds, agentIds.value.count);
    for (const [name, result] of Object.entries({ paymentMethods, wallet, subscription, agentIds })) {
      // A fetch cancelled by a newer one (the socket's wallet refetch after a token change)
      // is not a failure: the newer fetch fills the cache.
      if (result.status === 'rejected' && !isCancelledError(result.reason)) logError(`session bootstrap: ${name} failed`, result.reason);
    }
  } finally {
    setInitializing(false);
  }
};

/** Makes `user` the session user; a user who was not there before triggers the bootstrap. */
const becomeUser = async (user: User | null, early?: BootstrapFetches): Promise<void> => {
  const before = getSession().user;
  storeUser(user);
  if (user && before?.id !== user.id) await bootstrapSession(early);
};

/**
 * POST /auth/check: a returned token replaces the stored one; neither token nor user
 * clears the session; a failure clears it. Returns the user, if any.
 */
export const checkSession = async (): Promise<User | null> => {
  if (!getAccessToken()) return null;
  try {
    const result = await checkAuth();
    if (!result.accessToken && !result.user) {
      setAccessToken(null);
      return null;
    }
    if (result.accessToken) setAccessToken(result.accessToken);
    if (result.user) return result.user;
    // A renewed token without a user: the user in this tab, or ask the server who it is.
    return getSession().user ?? (await getMyProfile()).user;
  } catch (error) {
    logError('session check failed', error);
    setAccessToken(null);
    return null;
  }
};

/** The start-up check under way; settles once it knows who the user is (before the bootstrap). */
let checking: Promise<void> = Promise.resolve();

/**
 * Start-up: check a stored token and bootstrap the user. A stored token almost always still
 * belongs to a signed-in user, so the bootstrap's fetches leave with the check, not after its
 * answer: on a phone's first screen that is one round trip to the API instead of two
 * (docs/decisions/performance-budgets.md, thirty-first round). The check's answer decides what
 * they count for: a user, and they are that user's bootstrap; no user, and they go with the
 * query cache, unapplied. An expired token costs one refresh, shared by every request that met
 * it (the fetch client's single-flight refresh).
 */
export const startSession = async (): Promise<void> => {
  setInitializing(true);
  let identified = (): void => {};
  checking = new Promise<void>((resolve) => (identified = resolve));
  const early = getAccessToken() ? fetchBootstrap(requireDeps().queryClient) : undefined;
  try {
    const user = await checkSession();
    if (!getAccessToken()) forgetUser();
    else {
      // A fresh tab: bootstrap even when this tab's sessionStorage already named the user.
      storeUser(null);
      const bootstrapped = becomeUser(user, early);
      // becomeUser stored the user before its first await: screens' data may load now.
      identified();
      await bootstrapped;
    }
  } finally {
    identified();
    setInitializing(false);
  }
};

/** Something that follows the user at sign-in (the interface language saved in the profile). */
export type SignInListener = (user: User) => Promise<void> | void;
const signInListeners = new Set<SignInListener>();

/** Runs `listener` on every sign-in, awaited before the app moves on. Returns the unsubscribe. */
export const onSignIn = (listener: SignInListener): (() => void) => {
  signInListeners.add(listener);
  return () => {
    signInListeners.delete(listener);
  };
};

/**
 * What the sign-in and sign-up screens call with the server's answer: stores the user and
 * the token, waits for the bootstrap, then goes to the (sanitised) `?redirect=` target or
 * `/chats`.
 */
export const completeSignIn = async (auth: AuthResponse, redirect?: string | null): Promise<void> => {
  const target = sanitizeRedirect(
    redirect ?? (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('redirect')),
  );
  // A remembered referral has done its job once an account is in (lib/referral-code.ts).
  forgetReferralCode();
  // The user before the token: a token without a user would look like another tab's sign-in.
  storeUser(auth.user);
  setAccessToken(auth.accessToken);
  await Promise.all([
    bootstrapSession(),
    // A listener's failure (a language file that did not load) must not block the sign-in.
    ...[...signInListeners].map((listener) =>
      Promise.resolve()
        .then(() => listener(auth.user))
        .catch((error: unknown) => logError('sign-in listener failed', error)),
    ),
  ]);
  navigateTo(target);
};

/**
 * Logout: the user, agent ids and token are cleared first, whatever the server later answers
 * (a failure is only logged), so every tab signs out at once: this one now, the others through
 * the token's `storage` event, none of them waiting on the call. The server is told afterwards,
 * with the token this tab held (`withOwnToken`: never stored again, even when it is refreshed).
 */
export const logout = async (): Promise<void> => {
  const uid = getSession().user?.id;
  const token = getAccessToken();
  markLoggedOut();
  // The token first: its removal is the other tabs' signal.
  setAccessToken(null);
  forgetUser();
  navigateTo('/sign-in');
  if (!uid || !token) return;
  try {
    await logoutCall({ uid }, withOwnToken(token));
  } catch (error) {
    logError('logout call failed', error);
  }
};

/** Reacts to token changes from this tab (refresh, sign-in) and from others (storage event). */
const followToken = (token: string | null) => {
  const before = getSession();
  storeToken(token);
  if (!token) {
    if (before.user) forgetUser();
    return;
  }
  // Another tab signed in: this one learns who it is.
  if (!before.user && !before.initializing) void startSession();
};

/** Wires the session to the app's query client and router; call once at start. */
export const configureSession = (next: SessionDeps): void => {
  deps = next;
  stopFollowingToken?.();
  stopFollowingToken = onAccessTokenChange(followToken);
};

/**
 * Resolves once the start-up check knows who the user is (for route loaders). The check has by
 * then cleared the query cache if there is no user, so nothing a loader puts there is thrown
 * away.
 */
export const whenUserKnown = async (): Promise<SessionSnapshot> => {
  await checking;
  return getSession();
};

/**
 * A signed-in screen's data (route loaders): `load` runs at once when a token is stored, beside
 * the start-up check rather than after it, like the bootstrap. Resolves to its result once the
 * check knows the user, or to null when there is none (no token, or a check that cleared the
 * session: what `load` fetched went with the query cache, and its failure is nobody's).
 */
export const loadForUser = async <T>(load: () => Promise<T>): Promise<T | null> => {
  const loading = getAccessToken() ? load() : null;
  // Until the check has answered, a failure has no one to tell.
  loading?.catch(() => undefined);
  const session = await whenUserKnown();
  if (!loading || !isSignedIn(session)) return null;
  return loading;
};
