import { databaseVersion, type Database } from './schema';
import { createSeedDatabase } from './seed';
import { now } from './clock';

// The one in-memory database every handler reads and writes. A persistence adapter (the
// browser's localStorage, or a file for the standalone server) loads it at start and saves
// it after every request that changed it.
export interface PersistenceAdapter {
  load(): unknown;
  save(data: Database): void;
  clear(): void;
}

const memoryOnly: PersistenceAdapter = { load: () => null, save: () => {}, clear: () => {} };

let adapter: PersistenceAdapter = memoryOnly;
let current: Database = createSeedDatabase(now());

export const getDb = (): Database => current;

const isDatabase = (value: unknown): value is Database =>
  typeof value === 'object' && value !== null && (value as { version?: unknown }).version === databaseVersion;

/** Uses `next` for persistence and loads what it holds, or the seed when it holds nothing usable. */
export const selectPersistence = (next: PersistenceAdapter): void => {
  adapter = next;
  let loaded: unknown = null;
  try {
    loaded = adapter.load();
  } catch {
    loaded = null;
  }
  current = isDatabase(loaded) ? loaded : createSeedDatabase(now());
};

export const saveDb = (): void => {
  try {
    adapter.save(current);
  } catch (error) {
    // A full localStorage must not break the request that was answered already.
    console.warn('[mocks] could not persist the mock database', error);
  }
};

/** Back to the seed, in memory and in storage. */
export const resetDb = (): Database => {
  current = createSeedDatabase(now());
  adapter.clear();
  saveDb();
  return current;
};
