import { z } from 'zod';
import { topUpPointsBody, topUpPointsBodyAmountUsdMax, topUpPointsBodyAmountUsdMin } from '@/api/generated/zod/payment/payment.zod';
import { validationMessage } from '@/lib/validation/form-message';
import { paymentMessage } from './money-messages';
import { parseWholeDollars } from './whole-dollars';

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
