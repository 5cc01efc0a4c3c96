import type { CheckInStatus, ClaimCheckInResponse } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { dayOf, now } from '../../db/clock';
import { MockApiError } from '../../http/errors';
import { creditPoints } from '../wallet/rules';
import { cycleRewards } from './rewards';

// The daily check-in. Days are UTC days; missing one breaks the streak and the cycle starts
// again from day 1.

const dayMs = 86_400_000;

const shiftDay = (day: string, days: number): string => dayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs));

const rewardOfCycleDay = (index: number): number => cycleRewards[index % cycleRewards.length] ?? 0;

/** Consecutive checked-in days ending on `lastDay`. */
const streakEndingOn = (days: Set<string>, lastDay: string): number => {
  let streak = 0;
  for (let day = lastDay; days.has(day); day = shiftDay(day, -1)) streak += 1;
  return streak;
};

export const checkInStatus = (userId: string): CheckInStatus => {
  const today = dayOf(now());
  const days = new Set(getDb().checkIns.filter((c) => c.userId === userId).map((c) => c.date));
  const checkedInToday = days.has(today);
  // Until today is claimed, yesterday's streak is still alive.
  const streak = streakEndingOn(days, checkedInToday ? today : shiftDay(today, -1));
  const claimedInCycle = checkedInToday ? ((streak - 1) % cycleRewards.length) + 1 : streak % cycleRewards.length;
  const todayIndex = checkedInToday ? claimedInCycle - 1 : claimedInCycle;
  return {
    checkedInToday,
    streak,
    todayRewardPoints: rewardOfCycleDay(todayIndex),
    days: cycleRewards.map((rewardPoints, i) => ({ day: i + 1, rewardPoints, claimed: i < claimedInCycle })),
    nextResetAt: new Date(`${shiftDay(today, 1)}T00:00:00Z`).toISOString(),
  };
};

export const claim = (userId: string): ClaimCheckInResponse => {
  const before = checkInStatus(userId);
  if (before.checkedInToday) throw new MockApiError(409, 'AlreadyClaimed', 'You have already checked in today.');
  const rewardPoints = before.todayRewardPoints;
  getDb().checkIns.push({ userId, date: dayOf(now()), rewardPoints });
  const wallet = creditPoints(userId, rewardPoints, { type: 'CHECK_IN', description: `Daily check-in, day ${before.streak % cycleRewards.length + 1}` });
  return { checkIn: checkInStatus(userId), rewardPoints, wallet };
};
