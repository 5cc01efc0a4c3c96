import type { BankInfo, Payout } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { dayOf, now, nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { BankInfoRow, PayoutRow } from '../../db/schema';
import { MockApiError } from '../../http/errors';

/** The smallest payout, as the contract's PayoutRequestInput says (minimum 1000). */
export const minimumPayoutCents = 1000;

/** Payouts requested in a month are transferred on the 10th of the next month (UTC). */
export const payoutDateFor = (requestedAt: Date): string =>
  dayOf(new Date(Date.UTC(requestedAt.getUTCFullYear(), requestedAt.getUTCMonth() + 1, 10)));

/** Earned and not yet requested: every earning, less the payouts requested or paid. */
export const availableBalanceCents = (userId: string): number => {
  const db = getDb();
  const earned = db.earnings.filter((e) => e.userId === userId).reduce((sum, e) => sum + e.amountCents, 0);
  const paidOut = db.payouts.filter((p) => p.userId === userId && p.status !== 'CANCELED').reduce((sum, p) => sum + p.amountCents, 0);
  return Math.max(0, earned - paidOut);
};

export const pendingPayoutCents = (userId: string): number =>
  getDb()
    .payouts.filter((p) => p.userId === userId && p.status === 'REQUESTED')
    .reduce((sum, p) => sum + p.amountCents, 0);

export const toPayout = ({ userId: _userId, ...payout }: PayoutRow): Payout => payout;

/** Only the last four characters of the account ever leave the server. */
export const toBankInfo = (row: BankInfoRow): BankInfo => ({
  fullName: row.fullName,
  bankAccountLast4: row.bankAccount.replace(/\s/g, '').slice(-4),
  swiftCode: row.swiftCode,
  address: row.address,
  updatedAt: row.updatedAt,
});

export const requestPayoutFor = (userId: string, amountCents: number): PayoutRow => {
  const db = getDb();
  if (!db.bankInfos.some((b) => b.userId === userId)) {
    throw new MockApiError(409, 'BankInfoRequired', 'Add your bank information first.');
  }
  if (amountCents > availableBalanceCents(userId)) {
    throw new MockApiError(422, 'InsufficientBalance', 'The amount is more than your available balance.');
  }
  const row: PayoutRow = {
    id: newId('pay'),
    userId,
    amountCents,
    status: 'REQUESTED',
    requestedAt: nowIso(),
    scheduledFor: payoutDateFor(now()),
    paidAt: null,
  };
  db.payouts.push(row);
  return row;
};
