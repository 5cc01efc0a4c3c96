import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendTipBody } from '@/api/generated/zod/chat/chat.zod';
import { parseTipAmount, tipMaxUsd, tipMinUsd } from './tip-amount';

describe('tip amount', () => {
  it('takes its limits from the contract', () => {
    expect([tipMinUsd, tipMaxUsd]).toEqual([1, 100]);
  });

  it.each([
    ['0', 'min'],
    ['0.5', 'whole'],
    ['101', 'max'],
    ['1,000', 'notNumber'],
    ['0x10', 'notNumber'],
    ['', 'required'],
    ['1e2', 'notNumber'],
    ['１０', 'notNumber'],
    ['-5', 'notNumber'],
  ])('refuses %j (%s)', (raw, error) => {
    expect(parseTipAmount(raw)).toEqual({ ok: false, error });
  });

  it('accepts every whole dollar from 1 to 100, with surrounding spaces or leading zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.constantFrom('', ' ', '0', '00'), fc.constantFrom('', ' ', '\t'), (usd, prefix, suffix) => {
        const padded = prefix.trim() === '' ? `${prefix}${usd}${suffix}` : `${prefix}${usd}`;
        expect(parseTipAmount(padded)).toEqual({ ok: true, usd });
      }),
    );
  });

  it('whatever is typed, an accepted amount is one the contract accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.,x e-]{0,8}$/), fc.double().map(String), fc.integer().map(String)), (raw) => {
        const result = parseTipAmount(raw);
        if (result.ok) {
          expect(Number.isInteger(result.usd)).toBe(true);
          expect(sendTipBody.safeParse({ amountUsd: result.usd }).success).toBe(true);
        } else {
          expect(['required', 'notNumber', 'whole', 'min', 'max']).toContain(result.error);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every whole number outside the range and every fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (usd) => {
        expect(parseTipAmount(String(usd))).toEqual({ ok: false, error: 'max' });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (usd, cents) => {
        expect(parseTipAmount(`${usd}.${String(cents).padStart(2, '0')}`)).toEqual({ ok: false, error: 'whole' });
      }),
    );
  });
});
