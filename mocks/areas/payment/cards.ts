import type { AddPaymentMethodRequest, PaymentMethod } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { PaymentMethodRow } from '../../db/schema';
import { MockApiError, fail } from '../../http/errors';
import { brandOf, cardFingerprint, declinedTestCard, isExpired, passesLuhn } from './card-numbers';

// Saved cards. The mock plays the payment processor too: it checks the number, refuses the
// decline test card, and keeps only the last four digits and a fingerprint.

export const paymentFailed = () => new MockApiError(402, 'PaymentFailed', 'The card was declined.');


export const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  holderName: row.holderName,
  isDefault: row.isDefault,
});

/** The user's cards, default first, then newest first. */
export const cardsOf = (userId: string): PaymentMethodRow[] =>
  getDb()
    .paymentMethods.filter((c) => c.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));

export const findCard = (userId: string, paymentMethodId: string): PaymentMethodRow => {
  const card = getDb().paymentMethods.find((c) => c.id === paymentMethodId && c.userId === userId);
  if (!card) throw fail.notFound('No such card.');
  return card;
};

export const addCard = (userId: string, input: AddPaymentMethodRequest): PaymentMethodRow => {
  const { cardNumber, expMonth, expYear } = input;
  if (!passesLuhn(cardNumber)) throw fail.validation([{ path: 'cardNumber', message: 'The card number is not valid.' }]);
  if (isExpired(expMonth, expYear)) throw fail.validation([{ path: 'expYear', message: 'The card has expired.' }]);
  if (cardNumber === declinedTestCard) throw paymentFailed();
  const fingerprint = cardFingerprint(cardNumber);
  const existing = cardsOf(userId);
  if (existing.some((c) => c.fingerprint === fingerprint)) throw fail.alreadyAdded();
  const row: PaymentMethodRow = {
    id: newId('pm'),
    userId,
    brand: brandOf(cardNumber),
    last4: cardNumber.slice(-4),
    fingerprint,
    expMonth,
    expYear,
    holderName: input.holderName.trim(),
    isDefault: existing.length === 0,
    createdAt: nowIso(),
  };
  getDb().paymentMethods.push(row);
  return row;
};

/** Removes a card; when it was the default, the newest remaining card takes over. */
export const removeCard = (userId: string, paymentMethodId: string): void => {
  const card = findCard(userId, paymentMethodId);
  const db = getDb();
  db.paymentMethods = db.paymentMethods.filter((c) => c !== card);
  const [next] = cardsOf(userId);
  if (card.isDefault && next) next.isDefault = true;
};

/** Makes one card the default; every other card of the user stops being it. */
export const setDefaultCard = (userId: string, paymentMethodId: string): void => {
  const card = findCard(userId, paymentMethodId);
  for (const c of cardsOf(userId)) c.isDefault = c === card;
};
