import { AspectRatio, Badge, Box, Image, Text } from '@chakra-ui/react';
import type { Media } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';

/** A media item's thumbnail with its title, and badges for video and locked content. */
export const MediaThumb = ({ media }: { media: Media }) => {
  const { LL } = useI18nContext();
  return (
    <Box position="relative" borderRadius="l2" overflow="hidden" borderWidth="1px">
      <AspectRatio ratio={1}>
        <Image src={media.thumbnailUrl} alt={media.title} objectFit="cover" />
      </AspectRatio>
      <Box position="absolute" top="1" insetStart="1" display="flex" gap="1">
        {media.kind === 'VIDEO' ? (
          <Badge size="sm" colorPalette="neutral" variant="solid">
            {LL.creator.media.video()}
          </Badge>
        ) : null}
        {media.locked ? (
          <Badge size="sm" colorPalette="primary" variant="solid">
            {LL.creator.media.locked()} · {LL.format.points({ count: media.priceInPoints })}
          </Badge>
        ) : null}
      </Box>
      <Text fontSize="xs" px="2" py="1" truncate>
        {media.title}
      </Text>
    </Box>
  );
};
