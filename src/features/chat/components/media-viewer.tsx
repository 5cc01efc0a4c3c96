import { Box, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { LockedContent } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ dialog: dialogSlotRecipe });

/** Full-screen view of unlocked media; arrows (and the keyboard's) move through the list. */
export const MediaViewer = ({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: LockedContent[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) => {
  const { LL } = useI18nContext();
  const item = index !== null ? items[index] : undefined;
  const canMove = items.length > 1;
  const move = (step: number) => {
    if (index === null || !canMove) return;
    onIndexChange((index + step + items.length) % items.length);
  };
  return (
    <Dialog.Root open={item !== undefined} onOpenChange={({ open }) => (open ? undefined : onClose())} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="black"
            color="white"
            data-testid="media-viewer"
            aria-label={item ? item.title : LL.chat.album.viewer()}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            <HStack justify="space-between" px="4" py="3">
              <Dialog.Title fontSize="md" truncate>
                {item?.title}
              </Dialog.Title>
              <HStack gap="3">
                {canMove && index !== null ? (
                  <Text fontSize="sm" color="whiteAlpha.800">
                    {LL.chat.album.position({ index: index + 1, total: items.length })}
                  </Text>
                ) : null}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton aria-label={LL.chat.album.close()} color="white" _hover={{ bg: 'whiteAlpha.200' }} />
                </Dialog.CloseTrigger>
              </HStack>
            </HStack>
            <Box flex="1" display="flex" alignItems="center" justifyContent="center" position="relative" minH="0" px="2" pb="4">
              {item?.mediaUrl ? (
                item.kind === 'VIDEO' ? (
                  <video src={item.mediaUrl} controls autoPlay style={{ maxWidth: '100%', maxHeight: '100%' }} aria-label={item.title}>
                    <track kind="captions" />
                  </video>
                ) : (
                  <Image src={item.mediaUrl} alt={item.title} maxW="100%" maxH="calc(100dvh - 6rem)" objectFit="contain" />
                )
              ) : null}
              {canMove ? (
                <>
                  <IconButton aria-label={LL.chat.album.previous()} position="absolute" left="2" variant="subtle" borderRadius="full" onClick={() => move(-1)}>
                    ‹
                  </IconButton>
                  <IconButton aria-label={LL.chat.album.next()} position="absolute" right="2" variant="subtle" borderRadius="full" onClick={() => move(1)}>
                    ›
                  </IconButton>
                </>
              ) : null}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
