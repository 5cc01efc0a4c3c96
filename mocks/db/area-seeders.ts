import type { Database } from './schema';
import type { SeedContext } from './seed-context';

// Each area adds its own history on top of the accounts (channels and messages, purchases,
// earnings, payouts, referrals, …). An area's seeder lives beside its handlers as
// mocks/areas/<area>/seed.ts and is listed here once.
export type AreaSeeder = (db: Database, ctx: SeedContext) => void;

export const areaSeeders: AreaSeeder[] = [];
