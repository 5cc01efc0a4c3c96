import { Box, Stack, Text } from '@chakra-ui/react';
import { useI18nContext } from '@/i18n/i18n-react';

/**
 * The cropper's place while its code loads: the same square, hint and zoom row, so the
 * buttons below do not jump when it arrives (a tap aimed at "Save image" on a phone would
 * otherwise land on whatever moved under it).
 */
export const CropperPlaceholder = () => {
  const { LL } = useI18nContext();
  return (
    <Stack gap="2" w="full" maxW="18rem" aria-busy="true" data-testid="profile-image-cropper-loading">
      <Box w="full" aspectRatio="1" borderRadius="l3" bg="gray.900" />
      <Text fontSize="xs" color="fg.muted">
        {LL.studio.settings.cropHint()}
      </Text>
      <Box minH="6" />
    </Stack>
  );
};
