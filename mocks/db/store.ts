import { databaseVersion, type Database } from './schema';
import { now } from './clock';

// The one in-memory database every handler reads and writes. A persistence adapter (the
// browser's localStorage, or a file for the standalone server) loads it at start and saves
// it after every request that changed it.
//
// This module builds nothing when it loads: each entry point (mocks/browser.ts,
// mocks/node.ts, mocks/server/standalone.ts, the bench) starts the database through
// mocks/db/start.ts. The seed imports every area, and the areas import this store, so a store
// that seeded itself on load tied the whole mock backend into one import cycle.
export interface PersistenceAdapter {
  load(): unknown;
  save(data: Database): void;
  clear(): void;
}

export type SeedFactory = (now: Date) => Database;

const memoryOnly: PersistenceAdapter = { load: () => null, save: () => {}, clear: () => {} };

let adapter: PersistenceAdapter = memoryOnly;
let createSeed: SeedFactory | null = null;
let current: Database | null = null;

const notStarted = (): Error =>
  new Error('[mocks] the mock database is not started: the entry point calls startMockDatabase() (mocks/db/start.ts) first.');

export const getDb = (): Database => {
  if (!current) throw notStarted();
  return current;
};

const isDatabase = (value: unknown): value is Database =>
  typeof value === 'object' && value !== null && (value as { version?: unknown }).version === databaseVersion;

/**
 * Starts the database: `seed` builds a fresh one, `persistence` keeps it. Loads what the
 * persistence holds, or the seed when it holds nothing usable.
 */
export const startDb = (seed: SeedFactory, persistence: PersistenceAdapter = memoryOnly): Database => {
  createSeed = seed;
  adapter = persistence;
  let loaded: unknown = null;
  try {
    loaded = adapter.load();
  } catch {
    loaded = null;
  }
  current = isDatabase(loaded) ? loaded : seed(now());
  return current;
};

let cancelPendingSave: (() => void) | null = null;

export const saveDb = (): void => {
  cancelPendingSave?.();
  if (!current) return;
  try {
    adapter.save(current);
  } catch (error) {
    // A full localStorage must not break the request that was answered already.
    console.warn('[mocks] could not persist the mock database', error);
  }
};

/**
 * Saves once the page is idle (within a second), several calls coalescing into one: for work
 * the mock backend does on its own while the fan reads, like a streamed reply that finishes.
 * In the browser the save runs on the page's thread (10,000 messages take ~60 ms to write to
 * localStorage), so it must not land in the middle of the app's work. Leaving or hiding the
 * page, and any request that saves, write it at once, so nothing is lost on a reload.
 */
export const saveDbSoon = (): void => {
  if (cancelPendingSave) return;
  const flush = (): void => saveDb();
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  // Node (the standalone server, the tests) has no idle callbacks: the next turn will do.
  const idle = typeof globalThis.requestIdleCallback === 'function';
  const handle = idle ? globalThis.requestIdleCallback(flush, { timeout: 1_000 }) : setTimeout(flush, 0);
  const inPage = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (inPage) {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
  }
  cancelPendingSave = () => {
    cancelPendingSave = null;
    if (idle) globalThis.cancelIdleCallback(handle as number);
    else clearTimeout(handle as ReturnType<typeof setTimeout>);
    if (inPage) {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    }
  };
};

/** Back to the seed, in memory and in storage. */
export const resetDb = (): Database => {
  if (!createSeed) throw notStarted();
  cancelPendingSave?.();
  current = createSeed(now());
  adapter.clear();
  saveDb();
  return current;
};
