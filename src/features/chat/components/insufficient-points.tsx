import { Alert, HStack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ alert: alertSlotRecipe });

/** "Insufficient points. Add more to continue." with the way to top up and come back here. */
export const InsufficientPoints = ({ body = true }: { body?: boolean }) => {
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="insufficient-points">
      <Alert.Indicator />
      <HStack flex="1" justify="space-between" gap="3" wrap="wrap">
        <Alert.Content>
          <Alert.Title>{LL.chat.insufficient.title()}</Alert.Title>
          {body ? <Alert.Description>{LL.chat.insufficient.body()}</Alert.Description> : null}
        </Alert.Content>
        <Button asChild size="sm" color="primary">
          <RouterLink to={`/payment?redirect=${encodeURIComponent(pathname)}`} data-testid="top-up">
            {LL.chat.insufficient.topUp()}
          </RouterLink>
        </Button>
      </HStack>
    </Alert.Root>
  );
};
