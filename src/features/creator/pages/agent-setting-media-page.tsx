import { Badge, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { Input } from '@/components/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  deleteMyAgentMedia,
  getListMyAgentMediaQueryKey,
  reorderMyAgentMedia,
  updateMyAgentMedia,
  useListMyAgentMedia,
} from '@/api/generated/endpoints/my-agent/my-agent';
import type { Media } from '@/api/generated/model';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { creatorLimits, limitTexts } from '../forms/limits';
import { errorMessage } from '@/lib/error-message';
import { MediaThumb } from '../components/media-thumb';
import { MediaUploader } from '../components/media-uploader';

const { lockedPriceMin, lockedPriceMax } = creatorLimits;

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
        {LL.creator.media.heading2()}
        {/* The count only once the list has come: "0 items" while it loads would be wrong. */}
        {query.data ? ` · ${LL.creator.media.count({ count: items.length })}` : null}
      </Heading>
      {query.isPending ? (
        <Center py="8">
          <LoadingSpinner label={LL.shell.loading()} />
        </Center>
      ) : query.isError ? (
        <FormAlert>{errorMessage(LL, query.error)}</FormAlert>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{LL.creator.media.empty()}</Text>
      ) : (
        <ColumnGrid as="ul" columns={{ base: 1, sm: 2, md: 3 }} gap="4" listStyleType="none" data-testid="media-list">
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
        </ColumnGrid>
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
  const m = LL.creator.media;
  const [price, setPrice] = useState(media.locked ? String(media.priceInPoints) : '');
  const [priceError, setPriceError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const priceId = useId();
  const errorId = useId();
  const lock = () => {
    const value = Number(price);
    if (!/^\d+$/.test(price) || value < lockedPriceMin || value > lockedPriceMax) {
      setPriceError(true);
      return undefined;
    }
    setPriceError(false);
    return onLock(value);
  };
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="l3" p="3" bg="bg.panel" data-testid="media-item">
      <MediaThumb media={media} />
      <Stack gap="1.5">
        <HStack justify="space-between">
          <label htmlFor={priceId}>
            <Text fontSize="sm" fontWeight="medium">
              {m.price()}
            </Text>
          </label>
          <Badge size="sm" variant="subtle" colorPalette={media.locked ? 'primary' : 'neutral'}>
            {media.locked ? m.locked() : m.free()}
          </Badge>
        </HStack>
        <HStack gap="2">
          <Input
            id={priceId}
            size="sm"
            flex="1"
            minW="0"
            inputMode="numeric"
            placeholder="100"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            aria-invalid={priceError}
            aria-describedby={priceError ? errorId : undefined}
          />
          <Button size="sm" flexShrink={0} onClick={lock}>
            {media.locked ? m.savePrice() : m.lock()}
          </Button>
        </HStack>
        {priceError ? (
          <Text fontSize="sm" color="fg.error" role="alert" id={errorId}>
            {limitTexts(LL).lockedPrice}
          </Text>
        ) : null}
        {media.locked ? (
          <Button size="xs" variant="outline" color="neutral" alignSelf="flex-start" onClick={onUnlock}>
            {m.unlock()}
          </Button>
        ) : null}
      </Stack>
      <HStack justify="space-between" borderTopWidth="1px" pt="2" mt="auto">
        <HStack gap="1">
          <Button size="xs" variant="outline" color="neutral" disabled={first} onClick={() => onMove(-1)} aria-label={m.moveUp({ title: media.title })}>
            ↑
          </Button>
          <Button size="xs" variant="outline" color="neutral" disabled={last} onClick={() => onMove(1)} aria-label={m.moveDown({ title: media.title })}>
            ↓
          </Button>
        </HStack>
        <Button size="xs" variant="ghost" color="error" onClick={() => setConfirming(true)} aria-label={m.delete({ title: media.title })}>
          {m.deleteConfirm()}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={m.deleteTitle()}
        summary={m.deleteBody()}
        lines={[{ label: m.item(), value: media.title }]}
        confirmLabel={m.deleteConfirm()}
        confirmColor="error"
        onConfirm={async () => {
          await onDelete();
          setConfirming(false);
        }}
        testId="media-delete-dialog"
      />
    </Stack>
  );
};
