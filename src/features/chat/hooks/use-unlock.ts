import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from '@/api/api-error';
import { getGetAgentAlbumQueryKey, unlockContent } from '@/api/generated/endpoints/chat/chat';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { AlbumResponse, LockedContent, WalletResponse } from '@/api/generated/model';
import { newIdempotencyKey } from '@/api/idempotency';

export type UnlockResult = { kind: 'unlocked'; content: LockedContent } | { kind: 'already'; content: LockedContent } | { kind: 'insufficient' } | { kind: 'failed'; error: unknown };

/**
 * Unlocks one item with points. The key is made once per item and kept until it succeeds,
 * so a retry after a lost answer is never charged twice. "Already unlocked" is told apart
 * by the balance: the server charges nothing then.
 */
export const useUnlock = (agentName: string, onUnlocked?: (content: LockedContent) => void) => {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useCallback(
    async (content: LockedContent): Promise<UnlockResult> => {
      const key = keys.current.get(content.id) ?? newIdempotencyKey();
      keys.current.set(content.id, key);
      const before = queryClient.getQueryData<WalletResponse>(getGetWalletQueryKey())?.wallet.points;
      try {
        const result = await unlockContent(agentName, content.id, { 'Idempotency-Key': key });
        keys.current.delete(content.id);
        queryClient.setQueryData<WalletResponse>(getGetWalletQueryKey(), { wallet: result.wallet });
        queryClient.setQueryData<AlbumResponse>(getGetAgentAlbumQueryKey(agentName), (old) =>
          old ? { ...old, items: old.items.map((item) => (item.id === result.content.id ? result.content : item)) } : old,
        );
        onUnlocked?.(result.content);
        const charged = before === undefined || result.wallet.points < before;
        return { kind: charged ? 'unlocked' : 'already', content: result.content };
      } catch (error) {
        if (isApiError(error, 'InsufficientPoints')) {
          keys.current.delete(content.id);
          return { kind: 'insufficient' };
        }
        return { kind: 'failed', error };
      }
    },
    [agentName, onUnlocked, queryClient],
  );
};
