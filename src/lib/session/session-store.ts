import { useSyncExternalStore } from 'react';
import type { User } from '@/api/generated/model';
import { storageKeys } from '@/lib/storage-keys';
import { getAccessToken } from '@/lib/token-storage';

// The session as the app sees it. The token lives in localStorage (token-storage.ts); the
// user and the agent ids live in sessionStorage, so a reload keeps them but a new tab asks
// the server (POST /auth/check) who it is.
export interface SessionSnapshot {
  token: string | null;
  user: User | null;
  agentIds: string[];
  agentCount: number;
  /** True until the start-up check and the bootstrap fetches are done. */
  initializing: boolean;
  /** The session ended by this tab's logout: sign-in then starts afresh, with no way back. */
  loggedOut: boolean;
}

const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

const readJson = <T>(key: string): T | null => {
  const raw = session()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

const readStoredUser = (): User | null => {
  const user = readJson<User>(storageKeys.sessionUser);
  return user && typeof user.id === 'string' ? user : null;
};

const readStoredAgentIds = (): { agentIds: string[]; agentCount: number } => {
  const stored = readJson<{ agentIds?: unknown; count?: unknown }>(storageKeys.agentIds);
  const agentIds = Array.isArray(stored?.agentIds) ? stored.agentIds.filter((id): id is string => typeof id === 'string') : [];
  const agentCount = typeof stored?.count === 'number' ? stored.count : agentIds.length;
  return { agentIds, agentCount };
};

const initialSnapshot = (): SessionSnapshot => ({
  token: getAccessToken(),
  user: readStoredUser(),
  ...readStoredAgentIds(),
  initializing: true,
  loggedOut: false,
});

let snapshot: SessionSnapshot = initialSnapshot();
const listeners = new Set<() => void>();

const update = (patch: Partial<SessionSnapshot>) => {
  snapshot = { ...snapshot, ...patch };
  listeners.forEach((listener) => listener());
};

export const getSession = (): SessionSnapshot => snapshot;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const storeToken = (token: string | null): void => {
  if (snapshot.token !== token) update({ token });
};

export const storeUser = (user: User | null): void => {
  if (user) session()?.setItem(storageKeys.sessionUser, JSON.stringify(user));
  else session()?.removeItem(storageKeys.sessionUser);
  update(user ? { user, loggedOut: false } : { user });
};

export const markLoggedOut = (): void => update({ loggedOut: true });

export const storeAgentIds = (agentIds: string[], count: number = agentIds.length): void => {
  if (agentIds.length || count) session()?.setItem(storageKeys.agentIds, JSON.stringify({ agentIds, count }));
  else session()?.removeItem(storageKeys.agentIds);
  update({ agentIds, agentCount: count });
};

export const setInitializing = (initializing: boolean): void => {
  if (snapshot.initializing !== initializing) update({ initializing });
};

/** Re-reads storage: for tests, and after another tab changed what this one holds. */
export const resetSessionStore = (): void => {
  snapshot = initialSnapshot();
  listeners.forEach((listener) => listener());
};

export const isSignedIn = (s: SessionSnapshot = snapshot): boolean => Boolean(s.token && s.user);
export const ownsAgent = (s: SessionSnapshot = snapshot): boolean => s.agentCount > 0 || s.agentIds.length > 0;

export const useSession = (): SessionSnapshot => useSyncExternalStore(subscribeSession, getSession, getSession);
