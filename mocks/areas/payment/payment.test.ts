import { describe, expect, it } from 'vitest';
import {
  addPaymentMethod,
  listPaymentMethods,
  listPointsPackages,
  listPurchaseHistory,
  purchasePointsPackage,
  removePaymentMethod,
  setDefaultPaymentMethod,
  topUpPoints,
} from '@/api/generated/endpoints/payment/payment';
import { getWallet } from '@/api/generated/endpoints/wallet/wallet';
import type { AddPaymentMethodRequest } from '@/api/generated/model';
import { nowIso } from '../../db/clock';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';
import { cardFingerprint } from './card-numbers';

setupMockBackend();

const nextYear = new Date().getUTCFullYear() + 1;
const card = (cardNumber: string, fields: Partial<AddPaymentMethodRequest> = {}): AddPaymentMethodRequest => ({
  cardNumber,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  holderName: 'HANA SATO',
  ...fields,
});
const key = (name: string) => ({ 'Idempotency-Key': `test-key-${name}` });
const purchasesOf = (userId: string) => getDb().purchases.filter((p) => p.userId === userId);

describe('saved cards', () => {
  it('lists the fan’s cards, default first', async () => {
    await signInAs(demoAccounts.fan);
    const { paymentMethods } = await listPaymentMethods();
    expect(paymentMethods.map((c) => [c.brand, c.last4, c.isDefault])).toEqual([
      ['VISA', '4242', true],
      ['JCB', '0505', false],
    ]);
  });

  it('makes a new user’s first card the default and names its brand', async () => {
    await signInAs(demoAccounts.newbie);
    const first = await addPaymentMethod(card('5555555555554444'));
    expect(first.paymentMethod).toMatchObject({ brand: 'MASTERCARD', last4: '4444', isDefault: true });
    const second = await addPaymentMethod(card('378282246310005'));
    expect(second.paymentMethod).toMatchObject({ brand: 'AMEX', isDefault: false });
  });

  it('refuses a number failing the Luhn check, an expired card, a declined card and a card added twice', async () => {
    await signInAs(demoAccounts.fan);
    const luhn = await rejectionOf(addPaymentMethod(card('4242424242424241')));
    expect([luhn.status, luhn.name, luhn.fields[0]?.path]).toEqual([400, 'ValidationFailed', 'cardNumber']);
    const expired = await rejectionOf(addPaymentMethod(card('4111111111111111', { expYear: 2024, expMonth: 1 })));
    expect([expired.status, expired.name]).toEqual([400, 'ValidationFailed']);
    const declined = await rejectionOf(addPaymentMethod(card('4000000000000002')));
    expect([declined.status, declined.name]).toEqual([402, 'PaymentFailed']);
    const twice = await rejectionOf(addPaymentMethod(card('4242424242424242')));
    expect([twice.status, twice.name]).toEqual([409, 'AlreadyAdded']);
  });

  it('passes the default to another card when the default is removed', async () => {
    await signInAs(demoAccounts.fan);
    await removePaymentMethod('pm_visa_4242');
    const { paymentMethods } = await listPaymentMethods();
    expect(paymentMethods).toEqual([expect.objectContaining({ id: 'pm_jcb_0505', isDefault: true })]);
    expect((await rejectionOf(removePaymentMethod('pm_visa_4242'))).status).toBe(404);
  });

  it('makes another card the default, and only that one', async () => {
    await signInAs(demoAccounts.fan);
    const { paymentMethods } = await setDefaultPaymentMethod('pm_jcb_0505');
    expect(paymentMethods.map((c) => [c.id, c.isDefault])).toEqual([
      ['pm_jcb_0505', true],
      ['pm_visa_4242', false],
    ]);
    await signInAs(demoAccounts.newbie);
    expect((await rejectionOf(setDefaultPaymentMethod('pm_jcb_0505'))).name).toBe('NotFound');
  });

  it('does not let a user remove someone else’s card', async () => {
    await signInAs(demoAccounts.newbie);
    expect((await rejectionOf(removePaymentMethod('pm_visa_4242'))).name).toBe('NotFound');
  });
});

describe('buying points', () => {
  it('offers packages at 100 points a dollar, cheapest first, one of them popular', async () => {
    const { packages, pointsPerUsd } = await listPointsPackages();
    expect(pointsPerUsd).toBe(100);
    expect(packages.map((p) => p.priceCents)).toEqual([...packages.map((p) => p.priceCents)].sort((a, b) => a - b));
    expect(packages.filter((p) => p.popular)).toHaveLength(1);
  });

  it('charges once for a purchase repeated with the same Idempotency-Key', async () => {
    await signInAs(demoAccounts.fan);
    const before = (await getWallet()).wallet.points;
    const rowsBefore = purchasesOf('usr_fan').length;
    const body = { packageId: 'pkg_1000', paymentMethodId: 'pm_visa_4242' };

    const first = await purchasePointsPackage(body, key('buy-1000'));
    const repeat = await purchasePointsPackage(body, key('buy-1000'));

    expect(repeat).toEqual(first);
    expect(first.wallet.points).toBe(before + 1050);
    expect((await getWallet()).wallet.points).toBe(before + 1050);
    expect(purchasesOf('usr_fan')).toHaveLength(rowsBefore + 1);
    expect(first.purchase).toMatchObject({ kind: 'PACKAGE', points: 1050, priceCents: 999, paymentMethodLast4: '4242' });
  });

  it('refuses the same key for a different purchase', async () => {
    await signInAs(demoAccounts.fan);
    await purchasePointsPackage({ packageId: 'pkg_500', paymentMethodId: 'pm_visa_4242' }, key('reused'));
    const error = await rejectionOf(purchasePointsPackage({ packageId: 'pkg_1000', paymentMethodId: 'pm_visa_4242' }, key('reused')));
    expect([error.status, error.name]).toEqual([422, 'IdempotencyKeyReused']);
  });

  it('charges nothing when the card is declined, and 404s an unknown package or card', async () => {
    await signInAs(demoAccounts.fan);
    getDb().paymentMethods.push({
      id: 'pm_declines',
      userId: 'usr_fan',
      brand: 'VISA',
      last4: '0002',
      fingerprint: cardFingerprint('4000000000000002'),
      expMonth: 12,
      expYear: nextYear,
      holderName: 'HANA SATO',
      isDefault: false,
      createdAt: nowIso(),
    });
    const before = (await getWallet()).wallet.points;
    const rowsBefore = purchasesOf('usr_fan').length;

    const declined = await rejectionOf(topUpPoints({ amountUsd: 20, paymentMethodId: 'pm_declines' }, key('declined')));
    expect([declined.status, declined.name]).toEqual([402, 'PaymentFailed']);
    expect((await getWallet()).wallet.points).toBe(before);
    expect(purchasesOf('usr_fan')).toHaveLength(rowsBefore);

    expect((await rejectionOf(purchasePointsPackage({ packageId: 'pkg_nope', paymentMethodId: 'pm_visa_4242' }, key('pkg-404')))).status).toBe(404);
    expect((await rejectionOf(topUpPoints({ amountUsd: 20, paymentMethodId: 'pm_nope' }, key('card-404')))).status).toBe(404);
  });

  it('tops up whole dollars only, at 100 points a dollar', async () => {
    await signInAs(demoAccounts.fan);
    const { purchase } = await topUpPoints({ amountUsd: 25, paymentMethodId: 'pm_jcb_0505' }, key('topup-25'));
    expect(purchase).toMatchObject({ kind: 'TOP_UP', points: 2500, priceCents: 2500, paymentMethodLast4: '0505' });
    const fraction = await rejectionOf(topUpPoints({ amountUsd: 7.5, paymentMethodId: 'pm_jcb_0505' }, key('topup-7.5')));
    expect(fraction.name).toBe('ValidationFailed');
  });

  it('needs an Idempotency-Key', async () => {
    await signInAs(demoAccounts.fan);
    const error = await rejectionOf(topUpPoints({ amountUsd: 10, paymentMethodId: 'pm_visa_4242' }, { 'Idempotency-Key': '' }));
    expect(error.name).toBe('ValidationFailed');
  });
});

describe('purchase history', () => {
  it('pages the purchases newest first, the new one on top', async () => {
    await signInAs(demoAccounts.fan);
    const { purchase } = await topUpPoints({ amountUsd: 5, paymentMethodId: 'pm_visa_4242' }, key('history'));
    const total = purchasesOf('usr_fan').length;

    const first = await listPurchaseHistory({ page: 1, pageSize: 3 });
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 3, total });
    expect(first.items[0]?.id).toBe(purchase.id);
    const dates = first.items.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = await listPurchaseHistory({ page: 2, pageSize: 3 });
    expect(second.items[0]?.createdAt.localeCompare(first.items[2]?.createdAt ?? '')).toBeLessThanOrEqual(0);
  });
});
