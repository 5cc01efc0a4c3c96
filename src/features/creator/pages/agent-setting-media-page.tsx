import { Center, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deleteMyAgentMedia,
  getListMyAgentMediaQueryKey,
  reorderMyAgentMedia,
  updateMyAgentMedia,
  useListMyAgentMedia,
} from '@/api/generated/endpoints/my-agent/my-agent';
import type { Media } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { MediaThumb } from '../components/media-thumb';
import { MediaUploader } from '../components/media-uploader';

const maxPrice = 100_000;

/** The agent's extra media: upload with progress, lock with a price, reorder, delete. */
export default function AgentSettingMediaPage() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const query = useListMyAgentMedia();
  const key = getListMyAgentMediaQueryKey();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const items = query.data?.items ?? [];

  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) showToast({ message: done });
      refresh();
    } catch (error) {
      showToast({ message: errorMessage(LL, error), type: 'error' });
    }
  };
  const move = (index: number, by: number) => {
    const ids = items.map((m) => m.id);
    const [id] = ids.splice(index, 1);
    if (!id) return undefined;
    ids.splice(index + by, 0, id);
    return act(() => reorderMyAgentMedia({ mediaIds: ids }).then((list) => queryClient.setQueryData(key, list)), LL.creator.media.orderSaved());
  };

  return (
    <Stack gap="6" mt="4">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.creator.media.heading()}
        </Heading>
        <Text color="fg.muted">{LL.creator.media.intro()}</Text>
      </Stack>
      <MediaUploader path="/my-agent/media" onUploaded={refresh} />
      <Heading as="h2" size="lg">
        {LL.creator.media.heading2()} · {LL.creator.media.count({ count: items.length })}
      </Heading>
      {query.isPending ? (
        <Center py="8">
          <Spinner aria-label={LL.shell.loading()} />
        </Center>
      ) : query.isError ? (
        <FormAlert>{errorMessage(LL, query.error)}</FormAlert>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{LL.creator.media.empty()}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" listStyleType="none" data-testid="media-list">
          {items.map((media, index) => (
            <MediaItem
              key={media.id}
              media={media}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(by) => move(index, by)}
              onLock={(price) => act(() => updateMyAgentMedia(media.id, { locked: true, priceInPoints: price }))}
              onUnlock={() => act(() => updateMyAgentMedia(media.id, { locked: false, priceInPoints: 0 }))}
              onDelete={() => act(() => deleteMyAgentMedia(media.id), LL.creator.media.deleted())}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface ItemProps {
  media: Media;
  first: boolean;
  last: boolean;
  onMove: (by: number) => unknown;
  onLock: (price: number) => unknown;
  onUnlock: () => unknown;
  onDelete: () => unknown;
}

const MediaItem = ({ media, first, last, onMove, onLock, onUnlock, onDelete }: ItemProps) => {
  const { LL } = useI18nContext();
  const [price, setPrice] = useState(media.locked ? String(media.priceInPoints) : '');
  const [priceError, setPriceError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const lock = () => {
    const value = Number(price);
    if (!/^\d+$/.test(price) || value < 1 || value > maxPrice) {
      setPriceError(true);
      return undefined;
    }
    setPriceError(false);
    return onLock(value);
  };
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="l3" p="3" data-testid="media-item">
      <MediaThumb media={media} />
      <HStack gap="2" align="flex-end">
        <Stack gap="1" flex="1">
          <label htmlFor={`price-${media.id}`}>
            <Text fontSize="sm">{LL.creator.media.price()}</Text>
          </label>
          <Input id={`price-${media.id}`} size="sm" inputMode="numeric" value={price} onChange={(e) => setPrice(e.currentTarget.value)} aria-invalid={priceError} />
        </Stack>
        <Button size="sm" onClick={lock}>
          {media.locked ? LL.creator.media.savePrice() : LL.creator.media.lock()}
        </Button>
      </HStack>
      {priceError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {LL.creator.media.priceRule()}
        </Text>
      ) : null}
      <HStack gap="1" flexWrap="wrap">
        {media.locked ? (
          <Button size="xs" variant="outline" color="neutral" onClick={onUnlock}>
            {LL.creator.media.unlock()}
          </Button>
        ) : null}
        <Button size="xs" variant="ghost" color="neutral" disabled={first} onClick={() => onMove(-1)} aria-label={LL.creator.media.moveUp({ title: media.title })}>
          ↑
        </Button>
        <Button size="xs" variant="ghost" color="neutral" disabled={last} onClick={() => onMove(1)} aria-label={LL.creator.media.moveDown({ title: media.title })}>
          ↓
        </Button>
        {confirming ? (
          <>
            <Button size="xs" color="error" onClick={onDelete}>
              {LL.creator.media.deleteConfirm()}
            </Button>
            <Button size="xs" variant="ghost" color="neutral" onClick={() => setConfirming(false)}>
              {LL.creator.media.keep()}
            </Button>
          </>
        ) : (
          <Button size="xs" variant="ghost" color="error" onClick={() => setConfirming(true)} aria-label={LL.creator.media.delete({ title: media.title })}>
            {LL.creator.media.deleteConfirm()}
          </Button>
        )}
      </HStack>
    </Stack>
  );
};
