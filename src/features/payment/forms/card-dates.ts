import { addPaymentMethodBodyExpYearMax } from '@/api/generated/limits/payment';

// The card's expiry, without Zod: the add-card form lists the years before its rules
// (./card-schema.ts) have loaded.

/** A card is good through the last day of its expiry month. */
export const isExpired = (month: number, year: number, today: Date): boolean =>
  year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);

/** The years a card can expire in: this year and the next 15, within the contract's maximum. */
export const expiryYears = (today: Date): number[] =>
  Array.from({ length: 16 }, (_, i) => today.getFullYear() + i).filter((y) => y <= addPaymentMethodBodyExpYearMax);
