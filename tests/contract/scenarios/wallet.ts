import { getWallet, listPointTransactions } from '@/api/generated/endpoints/wallet/wallet';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'getWallet',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return getWallet();
    },
  },
  {
    operationId: 'listPointTransactions',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return listPointTransactions({ page: 1, pageSize: 5 });
    },
  },
];
