import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getListChatsQueryKey, useListChats } from '@/api/generated/endpoints/chat/chat';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { chatListEvents, subscribeRealtime, subscribeReconnect } from '@/lib/realtime';
import { ChatListRow } from '../components/chat-list-item';
import { Discovery } from '../components/discovery';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

/**
 * Keeps the list live while it is shown: a new reply moves its chat to the top and bumps its
 * unread count. (While it is not shown, the socket's client marks it stale for its next visit.)
 */
const useLiveChatList = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: getListChatsQueryKey() });
    const stops = [...chatListEvents.map((event) => subscribeRealtime(event, refresh)), subscribeReconnect(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
};

export default function ChatListPage() {
  const { LL } = useI18nContext();
  // Fresh for the app's usual time (src/api/query-client.ts): on a visit, the route's loader has
  // just asked for it. What changes it marks it stale wherever the change is seen: the socket's
  // chat events and catch-ups (src/lib/realtime/realtime-client.ts), a chat opened (reading its
  // newest page marks it read: ../lib/first-page.ts), a send, a tip or a restart.
  const chats = useListChats();
  useLiveChatList();
  const items = useMemo(() => chats.data?.items ?? [], [chats.data]);
  const chattedWith = useMemo(() => new Set(items.map((i) => i.agent.name)), [items]);

  return (
    <Stack gap="6" data-testid="chat-list-page" css={japanesePhrases}>
      <Heading as="h1" size="xl">
        {LL.chat.list.title()}
      </Heading>
      <Stack as="section" gap="2" aria-labelledby="conversations-heading">
        <Heading as="h2" size="md" id="conversations-heading">
          {LL.chat.list.conversations()}
        </Heading>
        {chats.isLoading ? (
          <Stack gap="2" data-testid="chat-list-loading" role="status" aria-label={LL.shell.loading()}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h="16" borderRadius="lg" />
            ))}
          </Stack>
        ) : chats.isError ? (
          <Card.Root variant="subtle" role="alert" data-testid="chat-list-error">
            <Card.Body gap="3" alignItems="flex-start">
              <Text>{LL.chat.list.error()}</Text>
              <Button size="sm" onClick={() => chats.refetch()}>
                {LL.chat.list.retry()}
              </Button>
            </Card.Body>
          </Card.Root>
        ) : items.length === 0 ? (
          <Card.Root variant="subtle" data-testid="chat-list-empty">
            <Card.Body gap="1">
              <Text fontWeight="semibold">{LL.chat.list.empty.title()}</Text>
              <Text color="fg.muted">{LL.chat.list.empty.body()}</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <Box as="ul" data-testid="chat-list" mx="-3">
            {items.map((item) => (
              <ChatListRow key={item.channel.id} item={item} />
            ))}
          </Box>
        )}
      </Stack>
      {chats.isSuccess ? <Discovery chattedWith={chattedWith} /> : null}
    </Stack>
  );
}
