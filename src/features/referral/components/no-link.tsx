import { EmptyState, VStack } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ emptyState: emptyStateSlotRecipe });

/** "There's no link to share right now." (spec section 8), with the way to make one. */
export const NoLink = ({ action }: { action?: ReactNode }) => {
  const { LL } = useI18nContext();
  return (
    <EmptyState.Root size="sm" data-testid="no-link">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{LL.errors.NoShareLink()}</EmptyState.Title>
          <EmptyState.Description>{LL.referral.empty.body()}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
};
