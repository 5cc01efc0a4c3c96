import type { TranslationFunctions } from '@/i18n/i18n-types';
import { translateFormMessage } from '@/lib/validation/form-message';
import { addPaymentMethodBodyCardNumberRegExp, topUpPointsBodyAmountUsdMax, topUpPointsBodyAmountUsdMin } from '@/api/generated/limits/payment';

// The payment forms' own rule messages. Like the shared ones they stay keys in the form state
// (`payment.<key>`) and are translated when shown, with the limits taken from the contract.
export const paymentRuleKeys = ['wholeDollars', 'topUpRange', 'cardDigits', 'cardLength', 'cardLuhn', 'cardExpired', 'cvc'] as const;
export type PaymentRuleKey = (typeof paymentRuleKeys)[number];

export const paymentMessage = (key: PaymentRuleKey): string => `payment.${key}`;

/** Card numbers are 12 to 19 digits (the contract's pattern). */
const cardLengths = /\{(\d+),(\d+)\}/.exec(addPaymentMethodBodyCardNumberRegExp.source);

export const translatePaymentMessage = (LL: TranslationFunctions, message: string | undefined): string => {
  const [scope, key] = (message ?? '').split('.', 2);
  if (scope !== 'payment') return translateFormMessage(LL, message);
  const rules = LL.payment.rules;
  switch (key as PaymentRuleKey) {
    case 'wholeDollars':
      return rules.wholeDollars();
    case 'topUpRange':
      return rules.topUpRange({ min: topUpPointsBodyAmountUsdMin, max: topUpPointsBodyAmountUsdMax });
    case 'cardDigits':
      return rules.cardDigits();
    case 'cardLength':
      return rules.cardLength({ min: Number(cardLengths?.[1] ?? 12), max: Number(cardLengths?.[2] ?? 19) });
    case 'cardLuhn':
      return rules.cardLuhn();
    case 'cardExpired':
      return rules.cardExpired();
    case 'cvc':
      return rules.cvc();
    default:
      return message ?? '';
  }
};
