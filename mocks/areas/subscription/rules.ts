import type { SubscribeResponse, UserSubscription } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { now, nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { SubscriptionRow } from '../../db/schema';
import { fail } from '../../http/errors';
import { chargeAndCredit } from '../payment/charges';
import { addMonths, findPlan, subscriptionDescription } from './plans';

// One subscription per user at a time. A canceled one stays usable until its paid period
// ends, and only then stops counting.

const isCurrent = (row: SubscriptionRow): boolean =>
  row.status === 'ACTIVE' || new Date(row.currentPeriodEnd).getTime() > now().getTime();

/** The user's subscription that still counts, if any. */
export const currentSubscriptionRow = (userId: string): SubscriptionRow | undefined =>
  getDb()
    .subscriptions.filter((s) => s.userId === userId && isCurrent(s))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

export const toUserSubscription = (row: SubscriptionRow): UserSubscription => {
  const plan = findPlan(row.planId);
  if (!plan) throw new Error(`Subscription ${row.id} names an unknown plan ${row.planId}`);
  return {
    id: row.id,
    plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    canceledAt: row.canceledAt,
    createdAt: row.createdAt,
  };
};

/** Charges the first month and starts the plan; a different plan replaces the current one at once. */
export const subscribe = (userId: string, planId: string, paymentMethodId: string): SubscribeResponse => {
  const plan = findPlan(planId);
  if (!plan) throw fail.notFound('No such plan.');
  const current = currentSubscriptionRow(userId);
  if (current?.status === 'ACTIVE' && current.planId === planId) throw fail.alreadyAdded('You already have this plan.');
  // Charged before anything changes, so a declined card leaves the old plan untouched.
  const { wallet } = chargeAndCredit(userId, paymentMethodId, {
    kind: 'SUBSCRIPTION',
    points: plan.monthlyPoints,
    priceCents: plan.priceCents,
    description: subscriptionDescription(plan),
  });
  const startedAt = nowIso();
  if (current) {
    current.status = 'CANCELED';
    current.canceledAt ??= startedAt;
    current.currentPeriodEnd = startedAt;
  }
  const row: SubscriptionRow = {
    id: newId('sub'),
    userId,
    planId,
    status: 'ACTIVE',
    currentPeriodEnd: addMonths(startedAt, 1),
    canceledAt: null,
    createdAt: startedAt,
  };
  getDb().subscriptions.push(row);
  return { userSubscription: toUserSubscription(row), wallet };
};

export const cancel = (userId: string): UserSubscription => {
  const row = currentSubscriptionRow(userId);
  if (!row || row.status !== 'ACTIVE') throw fail.notFound('There is no active subscription.');
  row.status = 'CANCELED';
  row.canceledAt = nowIso();
  return toUserSubscription(row);
};
