import { HStack, Progress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ progress: progressSlotRecipe });

/**
 * One upload's progress bar with its percentage; at 100 % the bytes are sent and the server
 * is still working, so it says "Processing…" instead.
 */
export const UploadProgress = ({ percent, label, testId }: { percent: number; label: string; testId?: string }) => {
  const { LL } = useI18nContext();
  return (
    <Progress.Root value={percent} max={100} size="sm" colorPalette="primary" aria-label={label} data-testid={testId}>
      <HStack gap="3">
        <Progress.Track flex="1">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="xs">{percent >= 100 ? LL.creator.media.processing() : LL.creator.media.progress({ percent })}</Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
};
