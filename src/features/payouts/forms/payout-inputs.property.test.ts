import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestPayoutBody, requestPayoutBodyAmountCentsMax, requestPayoutBodyAmountCentsMin, saveBankInfoBody } from '@/api/generated/zod/payouts/payouts.zod';
import { bankInfoSchema } from './bank-info-schema';
import { parseDollarsToCents, payoutSchema } from './payout-schema';

// The payout inputs against anything typed: what the form accepts is a request the contract
// accepts, within the available balance, in exact cents.

const weird = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', '10', '9.99', '10.00', '10.005', '$1,250.50', '２５０', '-10', '1e3', '10.', '.5', '10000.01', '∞'),
);

describe('payout amount', () => {
  it('accepts only amounts within the contract and the balance, in whole cents', () => {
    fc.assert(
      fc.property(weird, fc.integer({ min: 0, max: 2_000_000 }), (typed, available) => {
        const result = payoutSchema(available).safeParse({ amount: typed });
        if (!result.success) return;
        const cents = result.data.amount;
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeLessThanOrEqual(available);
        expect(requestPayoutBody.safeParse({ amountCents: cents }).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('reads dollars and cents exactly (no floating-point drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), (dollars, cents) => {
        expect(parseDollarsToCents(`${dollars}.${String(cents).padStart(2, '0')}`)).toBe(dollars * 100 + cents);
        expect(parseDollarsToCents(`$${dollars.toLocaleString('en-US')}`)).toBe(dollars * 100);
      }),
    );
  });

  it('draws the line at the minimum, the maximum and the balance', () => {
    const available = 500_000;
    const ok = (amount: string, balance = available) => payoutSchema(balance).safeParse({ amount }).success;
    expect(ok(String(requestPayoutBodyAmountCentsMin / 100))).toBe(true);
    expect(ok(((requestPayoutBodyAmountCentsMin - 1) / 100).toFixed(2))).toBe(false);
    expect(ok(String(requestPayoutBodyAmountCentsMax / 100), requestPayoutBodyAmountCentsMax)).toBe(true);
    expect(ok(((requestPayoutBodyAmountCentsMax + 1) / 100).toFixed(2), 2 * requestPayoutBodyAmountCentsMax)).toBe(false);
    expect(ok('5000.01')).toBe(false);
    expect(ok('5000.00')).toBe(true);
  });
});

describe('bank information', () => {
  it('sends only what the contract accepts, SWIFT upper-cased', () => {
    fc.assert(
      fc.property(weird, weird, weird, weird, (fullName, address, bankAccount, swiftCode) => {
        const result = bankInfoSchema.safeParse({ fullName, address, bankAccount, swiftCode });
        if (!result.success) return;
        expect(saveBankInfoBody.safeParse(result.data).success).toBe(true);
        expect(result.data.swiftCode).toBe(result.data.swiftCode.toUpperCase());
      }),
      { numRuns: 500 },
    );
  });

  it('accepts 8- and 11-character SWIFT codes and nothing in between', () => {
    const base = { fullName: 'Aoi Tanaka', address: 'Osaka', bankAccount: '1234 5678' };
    expect(bankInfoSchema.safeParse({ ...base, swiftCode: 'mhcbjpjt' }).success).toBe(true);
    expect(bankInfoSchema.safeParse({ ...base, swiftCode: 'MHCBJPJTXXX' }).success).toBe(true);
    expect(bankInfoSchema.safeParse({ ...base, swiftCode: 'MHCBJPJTX' }).success).toBe(false);
    expect(bankInfoSchema.safeParse({ ...base, swiftCode: '12CBJPJT' }).success).toBe(false);
  });
});
