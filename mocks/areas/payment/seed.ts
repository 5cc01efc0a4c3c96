import type { AreaSeeder } from '../../db/area-seeders';
import type { Database, PaymentMethodRow, PurchaseRow } from '../../db/schema';
import { brandOf, cardFingerprint } from './card-numbers';
import { findPackage, formatPoints, pointsPerUsd } from './catalog';
import { reconcileLedger, seedTransaction } from './seed-ledger';

// Saved cards and a few months of purchases for the demo fans. Test numbers only: adding the
// same number again in the UI shows AlreadyAdded.
const card = (userId: string, id: string, number: string, fields: Pick<PaymentMethodRow, 'expMonth' | 'expYear' | 'holderName' | 'isDefault' | 'createdAt'>): PaymentMethodRow => ({
  id,
  userId,
  brand: brandOf(number),
  last4: number.slice(-4),
  fingerprint: cardFingerprint(number),
  ...fields,
});

const buy = (db: Database, userId: string, last4: string, createdAt: string, what: { packageId: string } | { amountUsd: number }): void => {
  let row: PurchaseRow;
  if ('packageId' in what) {
    const pkg = findPackage(what.packageId);
    if (!pkg) throw new Error(`Unknown seed package ${what.packageId}`);
    const bonus = pkg.bonusPoints > 0 ? ` + ${formatPoints(pkg.bonusPoints)} bonus` : '';
    row = { id: `pur_seed_${db.purchases.length + 1}`, userId, kind: 'PACKAGE', points: pkg.points + pkg.bonusPoints, priceCents: pkg.priceCents, status: 'SUCCEEDED', paymentMethodLast4: last4, description: `${formatPoints(pkg.points)} points package${bonus}`, createdAt };
  } else {
    row = { id: `pur_seed_${db.purchases.length + 1}`, userId, kind: 'TOP_UP', points: what.amountUsd * pointsPerUsd, priceCents: what.amountUsd * 100, status: 'SUCCEEDED', paymentMethodLast4: last4, description: `Top-up of $${what.amountUsd}`, createdAt };
  }
  db.purchases.push(row);
  seedTransaction(db, { userId, type: row.kind === 'PACKAGE' ? 'PURCHASE' : 'TOP_UP', points: row.points, description: row.description, createdAt });
};

export const seedPayment: AreaSeeder = (db, ctx) => {
  const { ago, now, users: { fan, googleFan } } = ctx;
  const year = now.getUTCFullYear();
  db.paymentMethods.push(
    card(fan.id, 'pm_visa_4242', '4242424242424242', { expMonth: 12, expYear: year + 3, holderName: 'HANA SATO', isDefault: true, createdAt: ago(115) }),
    card(fan.id, 'pm_jcb_0505', '3566002020360505', { expMonth: 6, expYear: year + 2, holderName: 'HANA SATO', isDefault: false, createdAt: ago(60) }),
    card(googleFan.id, 'pm_mc_4444', '5555555555554444', { expMonth: 3, expYear: year + 4, holderName: 'KEN YAMADA', isDefault: true, createdAt: ago(38) }),
  );

  buy(db, fan.id, '4242', ago(110, 3), { packageId: 'pkg_1000' });
  buy(db, fan.id, '4242', ago(92, 20), { amountUsd: 10 });
  buy(db, fan.id, '0505', ago(48, 5), { packageId: 'pkg_2500' });
  buy(db, fan.id, '4242', ago(21, 2), { amountUsd: 15 });
  buy(db, fan.id, '4242', ago(4, 6), { packageId: 'pkg_500' });
  buy(db, googleFan.id, '4444', ago(37, 1), { packageId: 'pkg_500' });

  reconcileLedger(db, ctx, fan.id);
  reconcileLedger(db, ctx, googleFan.id);
};
