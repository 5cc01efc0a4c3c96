import { storageKeys } from './storage-keys';

// The access token lives in localStorage (see docs/decisions/token-storage.md). Listeners
// hear every change, whether made in this tab or, through the `storage` event, in another.
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const getAccessToken = (): string | null => storage()?.getItem(storageKeys.accessToken) ?? null;

const notify = (token: string | null) => listeners.forEach((listener) => listener(token));

export const setAccessToken = (token: string | null): void => {
  if (token) storage()?.setItem(storageKeys.accessToken, token);
  else storage()?.removeItem(storageKeys.accessToken);
  notify(token);
};

export const clearAccessToken = (): void => setAccessToken(null);

export const onAccessTokenChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.accessToken || event.key === null) notify(getAccessToken());
  });
}
