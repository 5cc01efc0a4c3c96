import { http } from 'msw';
import type { PointTransactionPage, WalletResponse } from '@/api/generated/model';
import { listPointTransactionsQueryParams } from '@/api/generated/zod/wallet/wallet.zod';
import { getDb } from '../../db/store';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { queryOf, validate } from '../../http/validate';
import { newestFirst, paginate } from '../../http/paging';
import { toWallet, walletRowOf } from './rules';

export const walletHandlers = [
  http.get(
    apiPath('/payment/wallet'),
    route(({ request }) => {
      const user = requireUser(request);
      return json<WalletResponse>({ wallet: toWallet(walletRowOf(user.id)) });
    }),
  ),

  http.get(
    apiPath('/payment/wallet/transactions'),
    route(({ request }) => {
      const user = requireUser(request);
      const { page, pageSize } = validate(listPointTransactionsQueryParams, queryOf(request));
      const rows = newestFirst(getDb().pointTransactions.filter((t) => t.userId === user.id));
      const { items, pageInfo } = paginate(rows, page, pageSize);
      return json<PointTransactionPage>({
        items: items.map(({ userId: _userId, ...transaction }) => transaction),
        pageInfo,
      });
    }),
  ),
];
