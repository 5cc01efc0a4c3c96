import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPaymentMethodBody, topUpPointsBodyAmountUsdMax, topUpPointsBodyAmountUsdMin } from '@/api/generated/zod/payment/payment.zod';
import { cardDigits, passesLuhn } from '@/lib/money/luhn';
import { isExpired } from './card-dates';
import { cardSchema } from './card-schema';
import { topUpSchema } from './top-up-schema';
import { parseWholeDollars } from './whole-dollars';

// The money inputs against anything a person (or a paste) can put in them: whatever the form
// accepts is a request the contract accepts, and nothing else gets through.

const weird = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '１０', '$20', '20.00', '20.5', '-5', '+5', '1e2', '0x10', '5 ', '\u200b5', '٥', '500', '501', '4', '1,000', 'NaN', 'Infinity'),
);

describe('top-up amount', () => {
  it('accepts exactly the whole-dollar amounts within the contract limits', () => {
    fc.assert(
      fc.property(weird, (typed) => {
        const result = topUpSchema.safeParse({ amountUsd: typed });
        if (!result.success) return;
        const amount = result.data.amountUsd;
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(topUpPointsBodyAmountUsdMin);
        expect(amount).toBeLessThanOrEqual(topUpPointsBodyAmountUsdMax);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every amount in range however it is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: topUpPointsBodyAmountUsdMin, max: topUpPointsBodyAmountUsdMax }), fc.constantFrom('', '$', '$ ', ' '), (amount, prefix) => {
        const fullWidth = String(amount).replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
        expect(topUpSchema.parse({ amountUsd: `${prefix}${amount}` }).amountUsd).toBe(amount);
        expect(topUpSchema.parse({ amountUsd: fullWidth }).amountUsd).toBe(amount);
      }),
    );
  });

  it('refuses cents, signs and anything outside the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 100_000 }), fc.integer({ min: 1, max: 99 }), (dollars, cents) => {
        expect(topUpSchema.safeParse({ amountUsd: `${dollars}.${String(cents).padStart(2, '0')}` }).success).toBe(false);
        const inRange = dollars >= topUpPointsBodyAmountUsdMin && dollars <= topUpPointsBodyAmountUsdMax;
        expect(topUpSchema.safeParse({ amountUsd: String(dollars) }).success).toBe(inRange);
      }),
    );
    expect(parseWholeDollars('1e2')).toBeNull();
  });
});

/** A valid card number of `length` digits: random digits plus the Luhn check digit. */
const luhnCard = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }).map((digits) => {
    const body = digits.join('');
    const check = [...Array(10).keys()].find((d) => passesLuhn(`${body}${d}`)) ?? 0;
    return `${body}${check}`;
  });

describe('card', () => {
  const today = new Date(2026, 10, 22);
  const schema = cardSchema(() => today);
  const valid = { expMonth: '12', expYear: '2029', cvc: '123', holderName: 'HANA SATO' };

  it('Luhn catches every single mistyped digit', () => {
    fc.assert(
      fc.property(luhnCard(16), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (card, at, delta) => {
        expect(passesLuhn(card)).toBe(true);
        const typo = `${card.slice(0, at)}${(Number(card[at]) + delta) % 10}${card.slice(at + 1)}`;
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });

  it('accepts a valid number typed with spaces or dashes, and sends digits the contract accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 19 }).chain(luhnCard), fc.constantFrom(' ', '-', '　', ''), (card, separator) => {
        const typed = card.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
        const result = schema.parse({ ...valid, cardNumber: typed });
        expect(result.cardNumber).toBe(card);
        expect(addPaymentMethodBody.safeParse(result).success).toBe(true);
      }),
    );
  });

  it('never passes anything the contract would refuse', () => {
    fc.assert(
      fc.property(weird, weird, fc.constantFrom('', '0', '1', '12', '13'), fc.constantFrom('', '2025', '2026', '2030', '2101'), (number, cvc, expMonth, expYear) => {
        const result = schema.safeParse({ cardNumber: number, cvc, expMonth, expYear, holderName: 'X' });
        if (!result.success) return;
        expect(addPaymentMethodBody.safeParse(result.data).success).toBe(true);
        expect(passesLuhn(cardDigits(number))).toBe(true);
        expect(isExpired(result.data.expMonth, result.data.expYear, today)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an expired card: good through its expiry month', () => {
    const card = '4242424242424242';
    expect(schema.safeParse({ ...valid, cardNumber: card, expMonth: '11', expYear: '2026' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, cardNumber: card, expMonth: '10', expYear: '2026' }).success).toBe(false);
  });
});
