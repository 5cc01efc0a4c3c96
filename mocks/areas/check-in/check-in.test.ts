import { describe, expect, it } from 'vitest';
import { claimCheckIn, getCheckInStatus } from '@/api/generated/endpoints/check-in/check-in';
import { getWallet } from '@/api/generated/endpoints/wallet/wallet';
import { advanceMockClock, setMockNow } from '../../db/clock';
import { demoAccounts } from '../../db/seed-accounts';
import { resetDb } from '../../db/store';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

const day = 86_400_000;
let keyCount = 0;
const freshKey = () => ({ 'Idempotency-Key': `checkin-${(keyCount += 1)}-key` });

/** Starts each test at noon UTC, with the seed built for that moment. */
const atNoon = async (email: string): Promise<void> => {
  setMockNow(new Date('2026-11-20T12:00:00Z'));
  resetDb();
  await signInAs(email);
};

describe('daily check-in', () => {
  it('continues the fan’s seeded four-day streak with day 5', async () => {
    await atNoon(demoAccounts.fan);
    const { checkIn } = await getCheckInStatus();
    expect(checkIn).toMatchObject({ checkedInToday: false, streak: 4, todayRewardPoints: 30, nextResetAt: '2026-11-21T00:00:00.000Z' });
    expect(checkIn.days.map((d) => d.claimed)).toEqual([true, true, true, true, false, false, false]);

    const before = (await getWallet()).wallet.points;
    const claimed = await claimCheckIn(freshKey());
    expect(claimed).toMatchObject({ rewardPoints: 30, checkIn: { checkedInToday: true, streak: 5 } });
    expect(claimed.wallet.points).toBe(before + 30);
  });

  it('refuses a second claim the same UTC day, but repeats a retried one', async () => {
    await atNoon(demoAccounts.newbie);
    const key = freshKey();
    const first = await claimCheckIn(key);
    await expect(claimCheckIn(key)).resolves.toEqual(first);
    advanceMockClock(11 * 60 * 60_000);
    const error = await rejectionOf(claimCheckIn(freshKey()));
    expect([error.status, error.name]).toEqual([409, 'AlreadyClaimed']);
    expect((await getWallet()).wallet.points).toBe(10);
  });

  it('pays the 7-day cycle and starts over after day 7', async () => {
    await atNoon(demoAccounts.newbie);
    const rewards: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      rewards.push((await claimCheckIn(freshKey())).rewardPoints);
      advanceMockClock(day);
      await signInAs(demoAccounts.newbie);
    }
    expect(rewards).toEqual([10, 10, 20, 20, 30, 30, 50, 10]);
    expect((await getCheckInStatus()).checkIn.streak).toBe(8);
  });

  it('breaks the streak after a missed day', async () => {
    await atNoon(demoAccounts.fan);
    advanceMockClock(2 * day);
    await signInAs(demoAccounts.fan);
    const { checkIn } = await getCheckInStatus();
    expect(checkIn).toMatchObject({ streak: 0, todayRewardPoints: 10 });
    expect(checkIn.days.every((d) => !d.claimed)).toBe(true);
    expect((await claimCheckIn(freshKey())).checkIn.streak).toBe(1);
  });
});
