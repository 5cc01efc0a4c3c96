import { HStack, Text } from '@chakra-ui/react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useI18nContext } from '@/i18n/i18n-react';

/**
 * One upload's progress bar with its percentage; at 100 % the bytes are sent and the server
 * is still working, so it says "Processing…" instead.
 */
export const UploadProgress = ({ percent, label, testId }: { percent: number; label: string; testId?: string }) => {
  const { LL } = useI18nContext();
  return (
    <HStack gap="3" data-testid={testId}>
      <ProgressBar value={percent} max={100} label={label} flex="1" />
      <Text textStyle="xs" lineHeight="1" fontWeight="medium">
        {percent >= 100 ? LL.creator.media.processing() : LL.creator.media.progress({ percent })}
      </Text>
    </HStack>
  );
};
