import { Card, Center, Heading, HStack, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useGetAgentAlbum } from '@/api/generated/endpoints/chat/chat';
import type { LockedContent } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { loadOnce } from '@/lib/load-once';
import { useFirstScreenSettled } from '@/lib/use-first-screen-settled';
import { LockedContentCard } from '../components/locked-content-card';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

// The dialogs (and Chakra's dialog machinery, ~23 KB gzip) are not part of the album's first
// screen, the grid: they load once it has settled, or when a tap comes first. Once loaded they
// stay mounted and open by their state, as the chat screen's do.
const albumDialogs = loadOnce(() => import('../components/album-dialogs'));
type AlbumDialogs = Awaited<ReturnType<typeof albumDialogs.load>>;

/** The dialogs' module once loaded, and a way to run something that needs them. */
const useAlbumDialogs = () => {
  const { LL } = useI18nContext();
  const settled = useFirstScreenSettled();
  const [dialogs, setDialogs] = useState<AlbumDialogs | null>(albumDialogs.loaded);
  useEffect(() => {
    if (settled && !dialogs) void albumDialogs.load().then(setDialogs, () => undefined);
  }, [settled, dialogs]);
  const withDialogs = (open: () => void) => {
    if (dialogs) return open();
    albumDialogs.load().then(
      (loaded) => {
        setDialogs(loaded);
        open();
      },
      (error: unknown) => showToast({ type: 'error', message: errorMessage(LL, error) }),
    );
  };
  return { dialogs, withDialogs };
};

/** The agent's media, locked and unlocked (/chats/{agentName}/album); the layout's Back returns to the chat. */
export default function AlbumPage() {
  const { LL } = useI18nContext();
  const { agentName = '' } = useParams();
  const album = useGetAgentAlbum(agentName);
  const [toUnlock, setToUnlock] = useState<LockedContent | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { dialogs, withDialogs } = useAlbumDialogs();
  const items = useMemo(() => album.data?.items ?? [], [album.data]);
  const unlocked = useMemo(() => items.filter((i) => i.unlocked && i.mediaUrl), [items]);

  if (album.isLoading) {
    return (
      <Stack gap="4" mt="4" role="status" aria-label={LL.shell.loading()}>
        <Skeleton h="10" w="60%" />
        <ColumnGrid columns={{ base: 2, md: 3 }} gap="3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} aspectRatio="1" borderRadius="xl" />
          ))}
        </ColumnGrid>
      </Stack>
    );
  }
  if (album.isError || !album.data) {
    return (
      <Card.Root variant="subtle" mt="4" role="alert">
        <Card.Body gap="3" alignItems="flex-start">
          <Text>{LL.chat.album.error()}</Text>
          <Button size="sm" onClick={() => album.refetch()}>
            {LL.chat.list.retry()}
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  const { agent } = album.data;
  return (
    <Stack gap="4" mt="4" data-testid="album-page" css={japanesePhrases}>
      <HStack gap="3">
        <Avatar name={agent.displayName} src={agent.avatarUrl} />
        <Stack gap="0">
          <Heading as="h1" size="lg">
            {LL.chat.album.title({ name: agent.displayName })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {LL.chat.album.items({ count: items.length })}
          </Text>
        </Stack>
      </HStack>
      {items.length === 0 ? (
        <Center py="12">
          <Text color="fg.muted">{LL.chat.album.empty({ name: agent.displayName })}</Text>
        </Center>
      ) : (
        <ColumnGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" listStyleType="none">
          {items.map((item) => (
            <li key={item.id}>
              <LockedContentCard
                content={item}
                size="100%"
                onUnlock={(c) => withDialogs(() => setToUnlock(c))}
                onOpen={(c) => withDialogs(() => setViewing(Math.max(0, unlocked.findIndex((u) => u.id === c.id))))}
              />
              <Text fontSize="sm" mt="1" truncate>
                {item.title}
              </Text>
            </li>
          ))}
        </ColumnGrid>
      )}
      {album.isFetching && !album.isLoading ? <Spinner size="xs" aria-hidden="true" /> : null}
      {dialogs ? (
        <>
          <dialogs.UnlockDialog agentName={agentName} content={toUnlock} onClose={() => setToUnlock(null)} />
          <dialogs.MediaViewer items={unlocked} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
        </>
      ) : null}
    </Stack>
  );
}
