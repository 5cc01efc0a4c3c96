import { Box, Image, Text } from '@chakra-ui/react';
import type { LockedContent } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';

const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="2em" height="2em" fill="currentColor" aria-hidden="true">
    <path d="M8 5v14l11-7z" />
  </svg>
);

/**
 * Exclusive media: blurred with its price while locked; tapping asks to unlock or opens it.
 * `loading` is the picture's: lazy where a list runs below the screen (the album's grid), eager
 * where only what is in view is drawn (a conversation's rows).
 */
export const LockedContentCard = ({
  content,
  onUnlock,
  onOpen,
  size = '14rem',
  loading = 'lazy',
}: {
  content: LockedContent;
  onUnlock: (content: LockedContent) => void;
  onOpen: (content: LockedContent) => void;
  size?: string;
  loading?: 'lazy' | 'eager';
}) => {
  const { LL } = useI18nContext();
  const locked = !content.unlocked || !content.mediaUrl;
  const label = locked ? `${LL.chat.content.locked({ title: content.title })}. ${LL.chat.content.price({ count: content.priceInPoints })}` : LL.chat.content.open({ title: content.title });
  return (
    <Box
      as="button"
      position="relative"
      w={size}
      maxW="100%"
      aspectRatio="1"
      borderRadius="xl"
      overflow="hidden"
      bg="bg.muted"
      onClick={() => (locked ? onUnlock(content) : onOpen(content))}
      aria-label={label}
      data-testid={locked ? 'locked-content' : 'unlocked-content'}
      data-content-id={content.id}
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '2px' }}
    >
      <Image
        src={locked ? content.thumbnailUrl : (content.kind === 'IMAGE' ? content.mediaUrl ?? content.thumbnailUrl : content.thumbnailUrl)}
        alt=""
        w="100%"
        h="100%"
        objectFit="cover"
        filter={locked ? 'blur(14px)' : undefined}
        transform={locked ? 'scale(1.15)' : undefined}
        loading={loading}
      />
      {locked ? (
        <Box position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="2" bg="blackAlpha.500" color="white" p="3" textAlign="center">
          <LockIcon />
          <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
            {content.title}
          </Text>
          <Text fontSize="sm" bg="blackAlpha.700" px="3" py="1" borderRadius="full" fontWeight="bold">
            {LL.chat.content.price({ count: content.priceInPoints })}
          </Text>
        </Box>
      ) : content.kind === 'VIDEO' ? (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="white" bg="blackAlpha.300">
          <PlayIcon />
        </Box>
      ) : null}
    </Box>
  );
};
