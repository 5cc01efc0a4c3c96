import type { AreaSeeder } from '../../db/area-seeders';
import { payoutDateFor } from './rules';

// The creator's bank details and two payouts: one paid last cycle, one waiting for the
// next 10th. Amounts are a share of what was earned by the request date, so the seed never
// pays out more than the history earned (it runs after the earning seeds).
const roundDownToDollars = (cents: number): number => Math.floor(cents / 100) * 100;

export const seedPayouts: AreaSeeder = (db, ctx) => {
  const { creator } = ctx.users;
  db.bankInfos.push({
    userId: creator.id,
    fullName: creator.fullName ?? 'Aoi Tanaka',
    bankAccount: '0012 3456 7890',
    swiftCode: 'MHCBJPJT',
    address: creator.address ?? 'Osaka, Japan',
    updatedAt: ctx.ago(100),
  });

  const earnedBy = (iso: string): number =>
    db.earnings.filter((e) => e.userId === creator.id && e.createdAt <= iso).reduce((sum, e) => sum + e.amountCents, 0);

  const paidRequestedAt = ctx.ago(55);
  const paidAmount = roundDownToDollars(earnedBy(paidRequestedAt) * 0.8);
  if (paidAmount >= 1000) {
    const scheduledFor = payoutDateFor(new Date(paidRequestedAt));
    db.payouts.push({ id: 'pay_seed_paid', userId: creator.id, amountCents: paidAmount, status: 'PAID', requestedAt: paidRequestedAt, scheduledFor, paidAt: `${scheduledFor}T09:00:00.000Z` });
  }

  const requestedAt = ctx.ago(3);
  const requested = roundDownToDollars(Math.min(5000, (earnedBy(requestedAt) - paidAmount) * 0.4));
  if (requested >= 1000) {
    db.payouts.push({ id: 'pay_seed_requested', userId: creator.id, amountCents: requested, status: 'REQUESTED', requestedAt, scheduledFor: payoutDateFor(new Date(requestedAt)), paidAt: null });
  }
};
