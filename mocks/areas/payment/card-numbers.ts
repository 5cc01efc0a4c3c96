import type { PaymentMethodBrand } from '@/api/generated/model';
import { now } from '../../db/clock';

// What a processor knows from a card number alone. Kept free of the database so the seed can
// use it without an import cycle through the store.

/** Declined when it is added (the processor's "card declined" test number). */
export const declinedTestCard = '4000000000000002';

export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export const brandOf = (digits: string): PaymentMethodBrand => {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'VISA';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 34 || two === 37) return 'AMEX';
  if (four >= 3528 && four <= 3589) return 'JCB';
  return 'OTHER';
};

/** Identifies a card number without keeping it (FNV-1a; a processor would use a keyed hash). */
export const cardFingerprint = (digits: string): string => {
  let hash = 0x811c9dc5;
  for (const c of digits) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return `fp_${hash.toString(16).padStart(8, '0')}${digits.length}`;
};

/** A card is good through the last day of its expiry month. */
export const isExpired = (expMonth: number, expYear: number): boolean => {
  const today = now();
  const year = today.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < today.getUTCMonth() + 1);
};
