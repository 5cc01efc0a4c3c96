import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/api/api-error';
import { getGetAgentAlbumQueryKey, unlockContent } from '@/api/generated/endpoints/chat/chat';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { AlbumResponse, LockedContent, WalletResponse } from '@/api/generated/model';
import { newIdempotencyKey } from '@/api/idempotency';

export type UnlockResult = { kind: 'unlocked'; content: LockedContent } | { kind: 'already'; content: LockedContent } | { kind: 'insufficient' } | { kind: 'failed'; error: unknown };

/**
 * Each item's Idempotency-Key, from its first try until one succeeds (or is refused for
 * points). Kept outside the dialog, which is mounted only while it is open: a retry after a
 * lost answer, even from a dialog opened again, reuses the key and is never charged twice.
 */
const keys = new Map<string, string>();

/**
 * Unlocks one item with points. "Already unlocked" is told apart by the balance: the server
 * charges nothing then.
 */
export const useUnlock = (agentName: string, onUnlocked?: (content: LockedContent) => void) => {
  const queryClient = useQueryClient();
  return useCallback(
    async (content: LockedContent): Promise<UnlockResult> => {
      const key = keys.get(content.id) ?? newIdempotencyKey();
      keys.set(content.id, key);
      const before = queryClient.getQueryData<WalletResponse>(getGetWalletQueryKey())?.wallet.points;
      try {
        const result = await unlockContent(agentName, content.id, { 'Idempotency-Key': key });
        keys.delete(content.id);
        queryClient.setQueryData<WalletResponse>(getGetWalletQueryKey(), { wallet: result.wallet });
        queryClient.setQueryData<AlbumResponse>(getGetAgentAlbumQueryKey(agentName), (old) =>
          old ? { ...old, items: old.items.map((item) => (item.id === result.content.id ? result.content : item)) } : old,
        );
        onUnlocked?.(result.content);
        const charged = before === undefined || result.wallet.points < before;
        return { kind: charged ? 'unlocked' : 'already', content: result.content };
      } catch (error) {
        if (isApiError(error, 'InsufficientPoints')) {
          keys.delete(content.id);
          return { kind: 'insufficient' };
        }
        return { kind: 'failed', error };
      }
    },
    [agentName, onUnlocked, queryClient],
  );
};
