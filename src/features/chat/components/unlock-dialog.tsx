import { Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useGetWallet } from '@/api/generated/endpoints/wallet/wallet';
import type { LockedContent } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { useUnlock } from '../hooks/use-unlock';
import { InsufficientPoints } from './insufficient-points';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

registerSlotRecipes({ dialog: dialogSlotRecipe });

/**
 * Confirms an unlock with its price and the balance; tells apart "not enough points" and
 * "already yours". The unlock itself travels with the dialog: screens load neither until a
 * fan taps a locked item.
 */
export const UnlockDialog = ({
  agentName,
  content,
  onClose,
  onUnlocked,
}: {
  agentName: string;
  content: LockedContent | null;
  onClose: () => void;
  /** The item as the server returned it, unlocked (the chat reveals it in place). */
  onUnlocked?: (content: LockedContent) => void;
}) => {
  const { LL } = useI18nContext();
  const unlock = useUnlock(agentName, onUnlocked);
  const balance = useGetWallet().data?.wallet.points ?? 0;
  const [insufficient, setInsufficient] = useState(false);
  const close = () => {
    setInsufficient(false);
    onClose();
  };
  const confirm = async () => {
    if (!content) return;
    const result = await unlock(content);
    if (result.kind === 'insufficient') {
      setInsufficient(true);
      return;
    }
    if (result.kind === 'failed') {
      showToast({ type: 'error', message: errorMessage(LL, result.error) });
      return;
    }
    showToast({ type: result.kind === 'already' ? 'info' : 'success', message: result.kind === 'already' ? LL.chat.content.alreadyUnlocked() : LL.chat.content.unlocked() });
    close();
  };
  return (
    <Dialog.Root open={content !== null} onOpenChange={({ open }) => (open ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="unlock-dialog" mx="4" css={japanesePhrases}>
            <Dialog.Header>
              <Dialog.Title>{content ? LL.chat.content.unlockTitle({ title: content.title }) : null}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{content ? LL.chat.content.unlockBody({ count: content.priceInPoints, balance }) : null}</Text>
                {insufficient ? <InsufficientPoints body={false} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" color="neutral" onClick={close}>
                {LL.chat.content.cancel()}
              </Button>
              <Button color="primary" onClick={confirm} disabled={insufficient} data-testid="confirm-unlock">
                {LL.chat.content.confirm()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
