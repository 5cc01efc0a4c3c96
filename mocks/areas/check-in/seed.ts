import type { AreaSeeder } from '../../db/area-seeders';
import { dayOf } from '../../db/clock';
import { reconcileLedger, seedTransaction } from '../payment/seed-ledger';
import { cycleRewards } from './rewards';

// The demo fan has checked in on the four days before today, so today's claim continues a
// streak (day 5); the Google fan's streak broke a few days ago.
type SeedArgs = Parameters<AreaSeeder>;

const seedDays = (db: SeedArgs[0], ctx: SeedArgs[1], userId: string, daysAgo: number[]): void => {
  daysAgo.forEach((days, i) => {
    // Exactly `days` days before now, so the UTC day is the intended one at any hour.
    const createdAt = ctx.ago(days);
    const rewardPoints = cycleRewards[i % cycleRewards.length] ?? 0;
    db.checkIns.push({ userId, date: dayOf(new Date(createdAt)), rewardPoints });
    seedTransaction(db, { userId, type: 'CHECK_IN', points: rewardPoints, description: `Daily check-in, day ${(i % cycleRewards.length) + 1}`, createdAt });
  });
  reconcileLedger(db, ctx, userId);
};

export const seedCheckIn: AreaSeeder = (db, ctx) => {
  seedDays(db, ctx, ctx.users.fan.id, [4, 3, 2, 1]);
  seedDays(db, ctx, ctx.users.googleFan.id, [6, 5]);
};
