import { z } from 'zod';
import {
  saveBankInfoBodyAddressMax,
  saveBankInfoBodyBankAccountMax,
  saveBankInfoBodyBankAccountMin,
  saveBankInfoBodyBankAccountRegExp,
  saveBankInfoBodyFullNameMax,
  saveBankInfoBodySwiftCodeRegExp,
} from '@/api/generated/zod/payouts/payouts.zod';
import { validationMessage } from '@/lib/validation/form-message';
import { payoutMessage } from './payout-messages';

const required = { error: validationMessage('required') };
const tooLong = { error: validationMessage('tooLong') };
const clean = (v: string) => v.normalize('NFKC').trim();

/** Bank information: all four required; account and SWIFT/BIC in the contract's formats. */
export const bankInfoSchema = z.object({
  fullName: z.string().transform(clean).pipe(z.string().min(1, required).max(saveBankInfoBodyFullNameMax, tooLong)),
  address: z.string().transform(clean).pipe(z.string().min(1, required).max(saveBankInfoBodyAddressMax, tooLong)),
  bankAccount: z
    .string()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, required)
        .min(saveBankInfoBodyBankAccountMin, { error: payoutMessage('bankAccount') })
        .max(saveBankInfoBodyBankAccountMax, { error: payoutMessage('bankAccount') })
        .regex(saveBankInfoBodyBankAccountRegExp, { error: payoutMessage('bankAccount') }),
    ),
  swiftCode: z
    .string()
    .transform((v) => clean(v).replace(/\s/g, '').toUpperCase())
    .pipe(z.string().min(1, required).regex(saveBankInfoBodySwiftCodeRegExp, { error: payoutMessage('swift') })),
});

export type BankInfoInput = z.input<typeof bankInfoSchema>;
