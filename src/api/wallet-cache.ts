import type { QueryClient } from '@tanstack/react-query';
import { getListPurchaseHistoryQueryKey } from './generated/endpoints/payment/payment';
import { getGetWalletQueryKey, getListPointTransactionsQueryKey } from './generated/endpoints/wallet/wallet';
import type { Wallet } from './generated/model';

/**
 * A money call answered with the new wallet: every balance on screen (header badge, payment
 * page, chat) reads the same query, so writing it here updates them all at once; the
 * statements that list the change are refetched. The socket's `updateWallet` writes the same
 * query, whichever arrives first.
 */
export const applyWallet = (queryClient: QueryClient, wallet: Wallet): void => {
  const current = queryClient.getQueryData<{ wallet: Wallet }>(getGetWalletQueryKey());
  // An older answer arriving late must not overwrite a newer balance.
  if (!current || current.wallet.updatedAt <= wallet.updatedAt) queryClient.setQueryData(getGetWalletQueryKey(), { wallet });
  void queryClient.invalidateQueries({ queryKey: getListPointTransactionsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getListPurchaseHistoryQueryKey() });
};
