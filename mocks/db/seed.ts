import { areaSeeders } from './area-seeders';
import { emptyDatabase } from './empty';
import type { Database } from './schema';
import { seedAccounts } from './seed-accounts';

/** A fresh database: the demo accounts and agents, then each area's believable history. */
export const createSeedDatabase = (now: Date): Database => {
  const db = emptyDatabase();
  const ctx = seedAccounts(db, now);
  for (const seedArea of areaSeeders) seedArea(db, ctx);
  return db;
};
