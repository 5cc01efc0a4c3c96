import { z } from 'zod';
import { requestPayoutBody, requestPayoutBodyAmountCentsMax, requestPayoutBodyAmountCentsMin } from '@/api/generated/zod/payouts/payouts.zod';
import { validationMessage } from '@/lib/validation/form-message';
import { payoutMessage } from './payout-messages';

/**
 * Dollars as people type them ("250", "$1,250.50", "２５０") to integer cents; null when it is
 * not an amount of dollars and cents (letters, signs, three decimals, exponents).
 */
export const parseDollarsToCents = (typed: string): number | null => {
  const text = typed.normalize('NFKC').trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^([0-9]{1,9})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** The payout request: an amount within the contract's minimum and maximum, and within the available balance. */
export const payoutSchema = (availableCents: number) =>
  z.object({
    amount: z
      .string()
      .transform((typed, ctx) => {
        if (!typed.trim()) {
          ctx.addIssue({ code: 'custom', message: validationMessage('required') });
          return z.NEVER;
        }
        const cents = parseDollarsToCents(typed);
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: payoutMessage('amountFormat') });
          return z.NEVER;
        }
        if (cents < requestPayoutBodyAmountCentsMin || cents > requestPayoutBodyAmountCentsMax) {
          ctx.addIssue({ code: 'custom', message: payoutMessage('amountRange') });
          return z.NEVER;
        }
        if (cents > availableCents) {
          ctx.addIssue({ code: 'custom', message: payoutMessage('overBalance') });
          return z.NEVER;
        }
        return cents;
      })
      .pipe(requestPayoutBody.shape.amountCents),
  });
