import { getMyAgentStatistics } from '@/api/generated/endpoints/statistics/statistics';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'getMyAgentStatistics',
    run: async (ctx) => {
      await ctx.signInAs('creator');
      return getMyAgentStatistics({ period: '90d' });
    },
  },
];
