import type { AreaSeeder } from '../../db/area-seeders';
import { reconcileLedger, seedTransaction } from '../payment/seed-ledger';
import { addMonths, findPlan, subscriptionDescription } from './plans';

// The demo fan has been on the Plus plan for a few months, charged to the default Visa on
// the same day each month.
export const seedSubscription: AreaSeeder = (db, ctx) => {
  const { ago, now, users: { fan } } = ctx;
  const plan = findPlan('plan_plus');
  if (!plan) throw new Error('The seed needs plan_plus');
  const createdAt = ago(75, 4);
  let month = 0;
  for (; addMonths(createdAt, month) <= now.toISOString(); month += 1) {
    const chargedAt = addMonths(createdAt, month);
    const description = subscriptionDescription(plan);
    db.purchases.push({
      id: `pur_seed_sub_${month + 1}`,
      userId: fan.id,
      kind: 'SUBSCRIPTION',
      points: plan.monthlyPoints,
      priceCents: plan.priceCents,
      status: 'SUCCEEDED',
      paymentMethodLast4: '4242',
      description,
      createdAt: chargedAt,
    });
    seedTransaction(db, { userId: fan.id, type: 'SUBSCRIPTION', points: plan.monthlyPoints, description, createdAt: chargedAt });
  }
  db.subscriptions.push({
    id: 'sub_fan_plus',
    userId: fan.id,
    planId: plan.id,
    status: 'ACTIVE',
    currentPeriodEnd: addMonths(createdAt, month),
    canceledAt: null,
    createdAt,
  });
  reconcileLedger(db, ctx, fan.id);
};
