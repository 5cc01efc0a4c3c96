import { describe, expect, it } from 'vitest';
import { getBankInfo, listPayouts, requestPayout, saveBankInfo } from '@/api/generated/endpoints/payouts/payouts';
import { setMockNow } from '../../db/clock';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';
import { payoutDateFor } from './rules';

setupMockBackend();
const key = () => ({ 'Idempotency-Key': `payout-${Math.random().toString(36).slice(2, 12)}` });

describe('payoutDateFor', () => {
  it.each([
    ['2026-03-15T12:00:00Z', '2026-04-10'],
    ['2026-01-31T23:59:59Z', '2026-02-10'],
    ['2026-12-31T23:59:59Z', '2027-01-10'],
    ['2026-12-01T00:00:00Z', '2027-01-10'],
    ['2027-02-28T08:00:00Z', '2027-03-10'],
    ['2026-11-10T00:00:00Z', '2026-12-10'],
  ])('a request at %s is paid on %s', (requestedAt, expected) => {
    expect(payoutDateFor(new Date(requestedAt))).toBe(expected);
  });
});

describe('payout requests', () => {
  it('schedules a request on 31 December for 10 January and lowers the balance', async () => {
    // The clock moves first: a token issued before the jump would have expired.
    setMockNow(new Date('2026-12-31T22:00:00Z'));
    await signInAs(demoAccounts.creator);
    const { availableBalanceCents } = await listPayouts();
    const result = await requestPayout({ amountCents: 1000 }, key());
    expect(result.payout).toMatchObject({ status: 'REQUESTED', amountCents: 1000, scheduledFor: '2027-01-10', paidAt: null });
    expect(result.availableBalanceCents).toBe(availableBalanceCents - 1000);
  });

  it('refuses more than the available balance, and charges nothing twice for one key', async () => {
    await signInAs(demoAccounts.creator);
    const { availableBalanceCents, items } = await listPayouts();
    expect(items.map((p) => p.status)).toEqual(['REQUESTED', 'PAID']);
    const tooMuch = await rejectionOf(requestPayout({ amountCents: availableBalanceCents + 1 }, key()));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.name).toBe('InsufficientBalance');

    const headers = key();
    const first = await requestPayout({ amountCents: availableBalanceCents }, headers);
    const again = await requestPayout({ amountCents: availableBalanceCents }, headers);
    expect(again).toEqual(first);
    expect(first.availableBalanceCents).toBe(0);
    expect((await listPayouts()).items).toHaveLength(3);
  });

  it('needs bank information first and only ever returns its last four characters', async () => {
    const user = await signInAs(demoAccounts.creator);
    getDb().bankInfos = getDb().bankInfos.filter((b) => b.userId !== user.id);
    expect((await getBankInfo()).bankInfo).toBeNull();
    const missing = await rejectionOf(requestPayout({ amountCents: 1000 }, key()));
    expect(missing.status).toBe(409);
    expect(missing.name).toBe('BankInfoRequired');

    const saved = await saveBankInfo({ fullName: 'Aoi Tanaka', bankAccount: '9876543210', swiftCode: 'mhcbjpjt', address: 'Osaka' });
    expect(saved.bankInfo).toMatchObject({ bankAccountLast4: '3210', swiftCode: 'MHCBJPJT' });
    expect(JSON.stringify(saved)).not.toContain('9876543210');
    expect((await requestPayout({ amountCents: 1000 }, key())).payout.amountCents).toBe(1000);
  });

  it('refuses amounts under the minimum and fans without an agent', async () => {
    await signInAs(demoAccounts.creator);
    expect((await rejectionOf(requestPayout({ amountCents: 999 }, key()))).name).toBe('ValidationFailed');
    await signInAs(demoAccounts.fan);
    expect((await rejectionOf(listPayouts())).name).toBe('AgentRequired');
  });
});
