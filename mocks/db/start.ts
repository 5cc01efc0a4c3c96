import { createSeedDatabase } from './seed';
import type { Database } from './schema';
import { startDb, type PersistenceAdapter } from './store';

/**
 * The first step of every mock entry point: a seeded database (or the one `persistence`
 * kept). Separate from the store so that nothing the handlers import pulls in the seed.
 */
export const startMockDatabase = (persistence?: PersistenceAdapter): Database => startDb(createSeedDatabase, persistence);
