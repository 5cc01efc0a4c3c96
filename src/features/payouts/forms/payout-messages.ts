import {
  requestPayoutBodyAmountCentsMax,
  requestPayoutBodyAmountCentsMin,
  saveBankInfoBodyBankAccountMax,
  saveBankInfoBodyBankAccountMin,
} from '@/api/generated/limits/payouts';
import type { TranslationFunctions } from '@/i18n/i18n-types';
import { centsToUsd } from '@/lib/money/money';
import { translateFormMessage } from '@/lib/validation/form-message';

// The payout forms' own rule messages: keys in the form state (`payouts.<key>`), translated
// when shown, with the limits from the contract and the balance of the moment.
export type PayoutRuleKey = 'amountFormat' | 'amountRange' | 'overBalance' | 'swift' | 'bankAccount';
export const payoutMessage = (key: PayoutRuleKey): string => `payouts.${key}`;

export const translatePayoutMessage = (LL: TranslationFunctions, message: string | undefined, availableCents = 0): string => {
  const [scope, key] = (message ?? '').split('.', 2);
  if (scope !== 'payouts') return translateFormMessage(LL, message);
  const rules = LL.payouts.rules;
  switch (key as PayoutRuleKey) {
    case 'amountFormat':
      return rules.amountFormat();
    case 'amountRange':
      return rules.amountRange({ min: centsToUsd(requestPayoutBodyAmountCentsMin), max: centsToUsd(requestPayoutBodyAmountCentsMax) });
    case 'overBalance':
      return rules.overBalance({ available: centsToUsd(availableCents) });
    case 'swift':
      return rules.swift();
    case 'bankAccount':
      return rules.bankAccount({ min: saveBankInfoBodyBankAccountMin, max: saveBankInfoBodyBankAccountMax });
    default:
      return message ?? '';
  }
};
