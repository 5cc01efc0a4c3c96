import { storageKeys } from '@/lib/storage-keys';

// One token refresh at a time across every tab of this browser. The refresh cookie rotates on
// each use, so two tabs refreshing together would send the same cookie twice: the second
// refresh is refused and signs every tab out. Holding a lock, a tab that waited finds the
// token the other tab stored and uses it instead of refreshing again (token-refresh.ts).
//
// Web Locks where the browser has them; otherwise a lease in localStorage, which every tab
// sees, released when the refresh ends or after `leaseMs` if its tab died meanwhile.
export const refreshLockName = 'kizuna.token-refresh';
export const leaseMs = 10_000;
const pollMs = 50;

interface Lease {
  owner: string;
  until: number;
}

const readLease = (storage: Storage): Lease | null => {
  try {
    const value = JSON.parse(storage.getItem(storageKeys.refreshLease) ?? 'null') as Partial<Lease> | null;
    return value && typeof value.owner === 'string' && typeof value.until === 'number' ? { owner: value.owner, until: value.until } : null;
  } catch {
    return null;
  }
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The localStorage fallback: take a free (or expired) lease, run, give it back. */
export const withStorageLease = async <T>(run: () => Promise<T>, storage: Storage = localStorage): Promise<T> => {
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  for (;;) {
    const lease = readLease(storage);
    if (!lease || lease.until <= Date.now()) {
      storage.setItem(storageKeys.refreshLease, JSON.stringify({ owner, until: Date.now() + leaseMs }));
      // Another tab may have written in the same instant: the last write wins, the other waits.
      await wait(0);
      if (readLease(storage)?.owner === owner) break;
    }
    await wait(pollMs);
  }
  try {
    return await run();
  } finally {
    if (readLease(storage)?.owner === owner) storage.removeItem(storageKeys.refreshLease);
  }
};

/** Runs `run` while no other tab of this browser runs a refresh. */
export const withRefreshLock = <T>(run: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(refreshLockName, run) as Promise<T>;
  if (typeof localStorage === 'undefined') return run();
  return withStorageLease(run);
};
