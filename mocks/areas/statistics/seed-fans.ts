import { avatarImage } from '../../db/images';
import type { Database, UserRow } from '../../db/schema';
import type { SeedContext } from '../../db/seed-context';
import { seedUser } from '../../db/seed-accounts';

// Fans outside the demo accounts, who give the creator a believable history (statistics)
// and referrals. Both seeds that need them call `seedExtraFans`, which adds them once.
const fans = [
  { id: 'usr_yuki', nickname: 'Yuki', hue: 10, daysAgo: 95 },
  { id: 'usr_marco', nickname: 'Marco', hue: 50, daysAgo: 88 },
  { id: 'usr_emma', nickname: 'Emma', hue: 90, daysAgo: 70 },
  { id: 'usr_riku', nickname: 'Riku', hue: 170, daysAgo: 52 },
  { id: 'usr_chloe', nickname: 'Chloe', hue: 230, daysAgo: 31 },
  { id: 'usr_daichi', nickname: 'Daichi', hue: 300, daysAgo: 9 },
];

export const seedExtraFans = (db: Database, ctx: SeedContext): UserRow[] =>
  fans.map((f) => {
    const existing = db.users.find((u) => u.id === f.id);
    if (existing) return existing;
    const user = seedUser({
      id: f.id,
      email: `${f.nickname.toLowerCase()}@fans.kizuna.example`,
      // Background fans cannot sign in.
      password: null,
      nickname: f.nickname,
      avatarUrl: avatarImage(f.nickname, f.hue),
      referralCode: f.nickname.toUpperCase(),
      createdAt: ctx.ago(f.daysAgo),
    });
    db.users.push(user);
    return user;
  });
