import { HStack, Separator, Text } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-ui/react/theme';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerRecipes } from '@/components/ui/recipes';

registerRecipes({ separator: separatorRecipe });

export const OrDivider = () => {
  const { LL } = useI18nContext();
  return (
    <HStack my="4" aria-hidden="true">
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted">
        {LL.auth.or()}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
};
