import { claimCheckIn, getCheckInStatus } from '@/api/generated/endpoints/check-in/check-in';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'getCheckInStatus',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return getCheckInStatus();
    },
  },
  {
    operationId: 'claimCheckIn',
    run: async (ctx) => {
      // The seeded fan has not checked in today.
      await ctx.signInAs('fan');
      return claimCheckIn({ 'Idempotency-Key': ctx.idempotencyKey() });
    },
  },
];
