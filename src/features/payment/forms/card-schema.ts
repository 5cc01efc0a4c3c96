import { z } from 'zod';
import {
  addPaymentMethodBody,
  addPaymentMethodBodyCardNumberRegExp,
  addPaymentMethodBodyCvcRegExp,
  addPaymentMethodBodyHolderNameMax,
} from '@/api/generated/zod/payment/payment.zod';
import { cardDigits, passesLuhn } from '@/lib/money/luhn';
import { validationMessage } from '@/lib/validation/form-message';
import { isExpired } from './card-dates';
import { paymentMessage } from './money-messages';

const required = { error: validationMessage('required') };

/** The add-card form: digits with spaces allowed, Luhn, an expiry not in the past, the CVC, the name. */
export const cardSchema = (today: () => Date = () => new Date()) =>
  z
    .object({
      cardNumber: z
        .string()
        .transform(cardDigits)
        .pipe(
          z
            .string()
            .min(1, required)
            .regex(/^[0-9]+$/, { error: paymentMessage('cardDigits') })
            .regex(addPaymentMethodBodyCardNumberRegExp, { error: paymentMessage('cardLength') })
            .refine(passesLuhn, { error: paymentMessage('cardLuhn') }),
        ),
      expMonth: z.string().min(1, required).transform(Number).pipe(addPaymentMethodBody.shape.expMonth),
      expYear: z.string().min(1, required).transform(Number).pipe(addPaymentMethodBody.shape.expYear),
      cvc: z
        .string()
        .transform((v) => v.normalize('NFKC').trim())
        .pipe(z.string().min(1, required).regex(addPaymentMethodBodyCvcRegExp, { error: paymentMessage('cvc') })),
      holderName: z
        .string()
        .trim()
        .min(1, required)
        .max(addPaymentMethodBodyHolderNameMax, { error: validationMessage('tooLong') }),
    })
    .refine((card) => !isExpired(card.expMonth, card.expYear, today()), { error: paymentMessage('cardExpired'), path: ['expYear'] });

export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export type CardValues = z.output<ReturnType<typeof cardSchema>>;
