import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { storageKeys } from '@/lib/storage-keys';
import { leaseMs, refreshLockName, withStorageLease } from './refresh-lock';
import type { Rotation, RotationStore } from './token-rotation';

// Two tabs whose tokens expire together refresh once between them. A "tab" here is its own
// copy of the app's token modules (vi.resetModules), sharing localStorage with the other, as
// real tabs share it; the refresh endpoint rotates its cookie like the real one, so a second
// refresh with the same cookie would be refused and sign both tabs out.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const rotatingRefresh = () => {
  const seen = { refreshes: 0 };
  server.use(
    http.post('*/api/auth/refresh-token', async () => {
      seen.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return seen.refreshes === 1
        ? HttpResponse.json({ accessToken: 'fresh-1' })
        : HttpResponse.json({ status: 401, name: 'Unauthorized', description: 'The session has ended.' }, { status: 401 });
    }),
  );
  return seen;
};

const openTab = async (store?: RotationStore) => {
  vi.resetModules();
  if (store) (await import('./token-rotation')).setRotationStore(store);
  return import('./token-refresh');
};

/** IndexedDB as every tab sees it: one store, read and written in order. */
const sharedRotationStore = (): RotationStore => {
  let value: Rotation | null = null;
  return {
    read: async () => value,
    write: async (rotation) => {
      value = rotation;
    },
    clear: async () => {
      value = null;
    },
  };
};

/** A minimal Web Locks: one holder per name, the others queue in order; `onGrant` runs as each holder gets it. */
const fakeLocks = (onGrant: (holder: number) => void = () => {}) => {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  let holders = 0;
  return {
    requested,
    request: <T>(name: string, job: () => Promise<T>): Promise<T> => {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = () => {
        onGrant(holders);
        holders += 1;
        return job();
      };
      const result = previous.then(run, run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
};

describe('the token refresh across tabs', () => {
  it('refreshes once for two tabs under Web Locks, and neither tab is signed out', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const seen = rotatingRefresh();
    localStorage.setItem(storageKeys.accessToken, 'expired');
    const [first, second] = [await openTab(), await openTab()];
    const tokens = await Promise.all([first.tokenAfterExpiry('expired'), second.tokenAfterExpiry('expired')]);
    expect(tokens).toEqual(['fresh-1', 'fresh-1']);
    expect(seen.refreshes).toBe(1);
    expect(locks.requested).toEqual([refreshLockName, refreshLockName]);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('fresh-1');
  });

  it('refreshes once when the lock reaches the second tab before the new token reaches its localStorage', async () => {
    // Chromium hands a localStorage write to the other tabs' processes asynchronously: the tab
    // granted the lock next may still read the replaced token (the two-tab journey saw both tabs
    // refresh). Here the second holder's view is rolled back to the expired token as it is granted.
    const locks = fakeLocks((holder) => {
      if (holder === 1) localStorage.setItem(storageKeys.accessToken, 'expired');
    });
    vi.stubGlobal('navigator', { locks });
    const seen = rotatingRefresh();
    localStorage.setItem(storageKeys.accessToken, 'expired');
    const store = sharedRotationStore();
    const [first, second] = [await openTab(store), await openTab(store)];
    const tokens = await Promise.all([first.tokenAfterExpiry('expired'), second.tokenAfterExpiry('expired')]);
    expect(seen.refreshes).toBe(1);
    expect(tokens).toEqual(['fresh-1', 'fresh-1']);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('fresh-1');
  });

  it('refreshes again when the recorded rotation is of another token', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const seen = rotatingRefresh();
    localStorage.setItem(storageKeys.accessToken, 'expired');
    const store = sharedRotationStore();
    await store.write({ from: 'older', to: 'expired' });
    const tab = await openTab(store);
    await expect(tab.tokenAfterExpiry('expired')).resolves.toBe('fresh-1');
    expect(seen.refreshes).toBe(1);
    await expect(store.read()).resolves.toEqual({ from: 'expired', to: 'fresh-1' });
  });

  it('refreshes once for two tabs with the localStorage lease where Web Locks are missing', async () => {
    vi.stubGlobal('navigator', {});
    const seen = rotatingRefresh();
    localStorage.setItem(storageKeys.accessToken, 'expired');
    const [first, second] = [await openTab(), await openTab()];
    const tokens = await Promise.all([first.tokenAfterExpiry('expired'), second.tokenAfterExpiry('expired')]);
    expect(tokens).toEqual(['fresh-1', 'fresh-1']);
    expect(seen.refreshes).toBe(1);
    expect(localStorage.getItem(storageKeys.refreshLease)).toBeNull();
  });
});

describe('withStorageLease', () => {
  it('runs one holder at a time', async () => {
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`${name} out`);
    };
    await Promise.all([withStorageLease(job('a')), withStorageLease(job('b'))]);
    expect(events).toHaveLength(4);
    expect(events[1]).toBe(`${events[0]?.split(' ')[0]} out`);
  });

  it('takes over a lease left by a tab that died, once it has expired', async () => {
    localStorage.setItem(storageKeys.refreshLease, JSON.stringify({ owner: 'dead-tab', until: Date.now() - 1 }));
    await expect(withStorageLease(async () => 'ran')).resolves.toBe('ran');
    expect(localStorage.getItem(storageKeys.refreshLease)).toBeNull();
  });

  it('waits for a live lease held by another tab', async () => {
    localStorage.setItem(storageKeys.refreshLease, JSON.stringify({ owner: 'other-tab', until: Date.now() + leaseMs }));
    vi.useFakeTimers();
    try {
      let ran = false;
      const waiting = withStorageLease(async () => {
        ran = true;
      });
      await vi.advanceTimersByTimeAsync(leaseMs / 2);
      expect(ran).toBe(false);
      localStorage.removeItem(storageKeys.refreshLease);
      await vi.advanceTimersByTimeAsync(200);
      await waiting;
      expect(ran).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
