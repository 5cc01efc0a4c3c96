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
import { now } from '@mocks/db/clock';
import { uniqueCardNumber } from '@mocks/testing/scenario-kit';
import type { Scenario } from '../scenario';

const newCard = () => ({
  cardNumber: uniqueCardNumber(),
  expMonth: 12,
  expYear: now().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'NEW FAN',
});

export const scenarios: Scenario[] = [
  {
    operationId: 'listPaymentMethods',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return listPaymentMethods();
    },
  },
  {
    operationId: 'addPaymentMethod',
    run: async (ctx) => {
      await ctx.signInAs('newbie');
      return addPaymentMethod(newCard());
    },
  },
  {
    operationId: 'removePaymentMethod',
    run: async (ctx) => {
      await ctx.signInAs('newbie');
      const { paymentMethod } = await addPaymentMethod(newCard());
      return removePaymentMethod(paymentMethod.id);
    },
  },
  {
    operationId: 'listPointsPackages',
    run: () => listPointsPackages(),
  },
  {
    operationId: 'purchasePointsPackage',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return purchasePointsPackage({ packageId: 'pkg_1000', paymentMethodId: 'pm_visa_4242' }, { 'Idempotency-Key': ctx.idempotencyKey() });
    },
  },
  {
    operationId: 'topUpPoints',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return topUpPoints({ amountUsd: 20, paymentMethodId: 'pm_visa_4242' }, { 'Idempotency-Key': ctx.idempotencyKey() });
    },
  },
  {
    operationId: 'listPurchaseHistory',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return listPurchaseHistory({ page: 1, pageSize: 10 });
    },
  },
  {
    operationId: 'setDefaultPaymentMethod',
    run: async (ctx) => {
      await ctx.signInAs('newbie');
      await addPaymentMethod(newCard());
      const { paymentMethod } = await addPaymentMethod(newCard());
      return setDefaultPaymentMethod(paymentMethod.id);
    },
  },
];
