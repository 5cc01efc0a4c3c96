import {
  cancelSubscription,
  getCurrentSubscription,
  listSubscriptionPlans,
  subscribe,
} from '@/api/generated/endpoints/subscription/subscription';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'getCurrentSubscription',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return getCurrentSubscription();
    },
  },
  {
    operationId: 'listSubscriptionPlans',
    run: () => listSubscriptionPlans(),
  },
  {
    operationId: 'subscribe',
    run: async (ctx) => {
      // The seeded fan is on Plus: Premium is a switch, charged at once.
      await ctx.signInAs('fan');
      return subscribe({ planId: 'plan_premium', paymentMethodId: 'pm_visa_4242' }, { 'Idempotency-Key': ctx.idempotencyKey() });
    },
  },
  {
    operationId: 'cancelSubscription',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return cancelSubscription();
    },
  },
];
