import { getAgentInfo, listAgents } from '@/api/generated/endpoints/agents/agents';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'getAgentInfo',
    run: async (ctx) => {
      await ctx.signInAs('newbie');
      return getAgentInfo('sakura_chan');
    },
  },
  { operationId: 'listAgents', run: () => listAgents({ q: 'a' }) },
];
