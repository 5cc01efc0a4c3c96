import { HStack } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';

export interface ShareActionsProps {
  url: string;
  /** What the link opens, for the share sheet's text. */
  title: string;
  size?: 'xs' | 'sm' | 'md';
}

const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Copy the link, and the native share sheet where the browser has the Web Share API. */
export const ShareActions = ({ url, title, size = 'sm' }: ShareActionsProps) => {
  const { LL } = useI18nContext();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: LL.referral.share.copied() });
    } catch {
      showToast({ type: 'error', message: LL.referral.share.copyFailed() });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text: LL.referral.share.text(), url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) showToast({ type: 'error', message: LL.referral.share.shareFailed() });
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button size={size} variant="soft" onClick={copy} data-testid="copy-link">
        {LL.referral.share.copy()}
      </Button>
      {canShare() ? (
        <Button size={size} variant="outline" onClick={share} data-testid="share-link">
          {LL.referral.share.share()}
        </Button>
      ) : null}
    </HStack>
  );
};
