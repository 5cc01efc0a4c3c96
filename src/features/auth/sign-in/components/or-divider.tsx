import { Box, HStack, Text } from '@chakra-ui/react';
import { useI18nContext } from '@/i18n/i18n-react';

/** A rule as Chakra's `Separator` draws it (its recipe's defaults), without its component and recipe on the sign-in screens. */
const Rule = () => <Box flex="1" display="block" borderColor="border" borderStyle="solid" borderTopWidth="1px" />;

/** "—— or ——" between the e-mail form and the Google button; decoration only. */
export const OrDivider = () => {
  const { LL } = useI18nContext();
  return (
    <HStack my="4" aria-hidden="true">
      <Rule />
      <Text fontSize="sm" color="fg.muted">
        {LL.auth.or()}
      </Text>
      <Rule />
    </HStack>
  );
};
