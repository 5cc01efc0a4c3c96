import { z } from 'zod';
import { topUpPointsBody, topUpPointsBodyAmountUsdMax, topUpPointsBodyAmountUsdMin } from '@/api/generated/zod/payment/payment.zod';
import { validationMessage } from '@/lib/validation/form-message';
import { paymentMessage } from './money-messages';

/**
 * What people type as an amount: "20", "$20", "２０" (full-width), "1,000". Anything else —
 * cents, signs, letters, exponents — is not a whole number of dollars.
 */
export const parseWholeDollars = (typed: string): number | null => {
  const text = typed.normalize('NFKC').trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : null;
};

/** The top-up form: whole dollars within the contract's limits. */
export const topUpSchema = z.object({
  amountUsd: z
    .string()
    .transform((typed, ctx) => {
      if (!typed.trim()) {
        ctx.addIssue({ code: 'custom', message: validationMessage('required') });
        return z.NEVER;
      }
      const amount = parseWholeDollars(typed);
      if (amount === null) {
        ctx.addIssue({ code: 'custom', message: paymentMessage('wholeDollars') });
        return z.NEVER;
      }
      if (amount < topUpPointsBodyAmountUsdMin || amount > topUpPointsBodyAmountUsdMax) {
        ctx.addIssue({ code: 'custom', message: paymentMessage('topUpRange') });
        return z.NEVER;
      }
      return amount;
    })
    .pipe(topUpPointsBody.shape.amountUsd),
});

export type TopUpInput = z.input<typeof topUpSchema>;
