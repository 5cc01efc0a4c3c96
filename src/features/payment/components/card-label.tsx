import type { PaymentMethod } from '@/api/generated/model';
import type { TranslationFunctions } from '@/i18n/i18n-types';

/** "Visa •••• 4242": how a card is named everywhere, never more than its last four digits. */
export const cardLabel = (LL: TranslationFunctions, card: Pick<PaymentMethod, 'brand' | 'last4'>): string =>
  LL.payment.cards.label({ brand: LL.payment.cards.brands[card.brand](), last4: card.last4 });
