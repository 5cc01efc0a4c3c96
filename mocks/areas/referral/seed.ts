import type { AreaSeeder } from '../../db/area-seeders';
import { newId } from '../../db/ids';
import type { Database, ReferralRow } from '../../db/schema';
import { seedExtraFans } from '../statistics/seed-fans';

// The creator's referral programme: fans and one creator who joined through Aoi's links,
// with the monthly referral earnings that ReferralRow.earnedCents adds up, and the share
// links those sign-ups came from. Hana (the fan) referred Ken.
const referralEarnings = (db: Database, referral: ReferralRow, monthlyCents: number, months: number, ago: (d: number) => string): void => {
  const source = referral.kind === 'CREATOR' ? 'AGENT_REFERRAL' : 'FAN_REFERRAL';
  for (let m = 0; m < months; m += 1) {
    db.earnings.push({
      id: newId('ern'),
      userId: referral.referrerId,
      agentId: null,
      source,
      kind: 'REFERRAL',
      fanId: referral.referredUserId,
      amountCents: monthlyCents,
      createdAt: ago(3 + m * 30),
    });
    referral.earnedCents += monthlyCents;
  }
};

export const seedReferrals: AreaSeeder = (db, ctx) => {
  const { creator, fan, googleFan } = ctx.users;
  const [yuki, marco, emma] = seedExtraFans(db, ctx);
  const mia = ctx.users.otherCreators.find((u) => u.id === 'usr_mia');
  const plan: [string | undefined, ReferralRow['kind'], number, number, number][] = [
    [yuki?.id, 'FAN', 90, 240, 3],
    [marco?.id, 'FAN', 84, 180, 2],
    [emma?.id, 'FAN', 66, 120, 2],
    [mia?.id, 'CREATOR', 75, 650, 2],
  ];
  for (const [userId, kind, daysAgo, monthly, months] of plan) {
    if (!userId) continue;
    const referral: ReferralRow = { id: newId('ref'), referrerId: creator.id, referredUserId: userId, kind, joinedAt: ctx.ago(daysAgo), earnedCents: 0 };
    db.referrals.push(referral);
    const user = db.users.find((u) => u.id === userId);
    if (user) user.referredBy = creator.id;
    referralEarnings(db, referral, monthly, months, ctx.ago);
  }
  const ken: ReferralRow = { id: newId('ref'), referrerId: fan.id, referredUserId: googleFan.id, kind: 'FAN', joinedAt: googleFan.createdAt, earnedCents: 0 };
  db.referrals.push(ken);
  referralEarnings(db, ken, 150, 1, ctx.ago);

  db.shareLinks.push(
    { id: 'shl_aoi_insta', userId: creator.id, code: 'aoi2026-insta', label: 'Instagram bio', agentName: 'aoi_draws', clicks: 241, signups: 9, createdAt: ctx.ago(92) },
    { id: 'shl_aoi_x', userId: creator.id, code: 'aoi2026-x', label: 'X profile', agentName: null, clicks: 118, signups: 4, createdAt: ctx.ago(60) },
    { id: 'shl_aoi_yt', userId: creator.id, code: 'aoi2026-yt', label: 'YouTube description', agentName: 'aoi_draws', clicks: 64, signups: 2, createdAt: ctx.ago(18) },
    { id: 'shl_hana_line', userId: fan.id, code: 'hana2026-line', label: 'LINE group', agentName: null, clicks: 12, signups: 1, createdAt: ctx.ago(45) },
  );
};
