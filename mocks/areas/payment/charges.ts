import type { Purchase, PurchaseKind, PointTransactionType, Wallet } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { PurchaseRow } from '../../db/schema';
import { creditPoints } from '../wallet/rules';
import { findCard, paymentFailed } from './cards';

// Charging a saved card and crediting what it bought. Purchases, top-ups and subscriptions
// all end here, so each one leaves a Purchase row and a matching point transaction.

/** Cards whose number ends in 0002 are declined at charge time, as the processor's test cards are. */
const declinesCharges = (last4: string): boolean => last4 === '0002';

export interface Sale {
  kind: PurchaseKind;
  points: number;
  priceCents: number;
  description: string;
}

const transactionTypeOf: Record<PurchaseKind, PointTransactionType> = {
  PACKAGE: 'PURCHASE',
  TOP_UP: 'TOP_UP',
  SUBSCRIPTION: 'SUBSCRIPTION',
};

export const toPurchase = ({ userId: _userId, ...purchase }: PurchaseRow): Purchase => purchase;

/** Charges the card (or throws NotFound / PaymentFailed, charging nothing) and credits the points. */
export const chargeAndCredit = (userId: string, paymentMethodId: string, sale: Sale): { purchase: Purchase; wallet: Wallet } => {
  const card = findCard(userId, paymentMethodId);
  if (declinesCharges(card.last4)) throw paymentFailed();
  const row: PurchaseRow = {
    id: newId('pur'),
    userId,
    kind: sale.kind,
    points: sale.points,
    priceCents: sale.priceCents,
    status: 'SUCCEEDED',
    paymentMethodLast4: card.last4,
    description: sale.description,
    createdAt: nowIso(),
  };
  getDb().purchases.push(row);
  const wallet = creditPoints(userId, sale.points, { type: transactionTypeOf[sale.kind], description: sale.description });
  return { purchase: toPurchase(row), wallet };
};
