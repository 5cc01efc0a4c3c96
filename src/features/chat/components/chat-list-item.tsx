import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ChatListItem as Item } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { useI18nContext } from '@/i18n/i18n-react';
import type { TranslationFunctions } from '@/i18n/i18n-types';
import { preloadConversation } from '../lib/preload';

const preview = (LL: TranslationFunctions, item: Item): string => {
  const last = item.channel.lastMessage;
  if (!last) return LL.chat.list.noMessages();
  const text = last.kind === 'TIP' ? LL.chat.list.tip({ amount: last.tipAmountUsd ?? 0 }) : last.kind === 'CONTENT' && !last.text ? LL.chat.list.content() : last.text;
  return last.sender === 'USER' ? LL.chat.list.you({ text }) : text;
};

/** Today: the time; this week: the weekday; older: the date. */
export const shortWhen = (iso: string, locale: string, now = new Date()): string => {
  const at = new Date(iso);
  const days = (now.getTime() - at.getTime()) / 86_400_000;
  if (at.toDateString() === now.toDateString()) return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (days < 6) return at.toLocaleDateString(locale, { weekday: 'short' });
  return at.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
};

export const ChatListRow = ({ item }: { item: Item }) => {
  const { LL, locale } = useI18nContext();
  const { agent, channel } = item;
  const when = channel.lastMessage?.createdAt ?? channel.startedAt;
  const unread = channel.unreadCount;
  return (
    <LinkBox
      as="li"
      listStyleType="none"
      borderRadius="lg"
      _hover={{ bg: 'bg.muted' }}
      px="3"
      py="2.5"
      data-testid="chat-row"
      data-agent={agent.name}
      onPointerEnter={preloadConversation}
      onTouchStart={preloadConversation}
      onFocus={preloadConversation}
    >
      <HStack gap="3">
        <Avatar name={agent.displayName} src={agent.avatarUrl} size="md" />
        <Stack gap="0.5" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <LinkOverlay asChild minW="0">
              <RouterLink to={`/chats/${agent.name}`}>
                <Text fontWeight={unread > 0 ? 'bold' : 'semibold'} truncate>
                  {agent.displayName}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Text asChild fontSize="xs" color={unread > 0 ? 'primary.fg' : 'fg.muted'} flexShrink={0}>
              <time dateTime={when}>{shortWhen(when, locale)}</time>
            </Text>
          </HStack>
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color={unread > 0 ? 'fg' : 'fg.muted'} truncate data-testid="chat-preview">
              {preview(LL, item)}
            </Text>
            {unread > 0 ? (
              <Badge colorPalette="primary" variant="solid" borderRadius="full" flexShrink={0} data-testid="unread-count">
                <Box as="span" aria-hidden="true">
                  {unread}
                </Box>
                <Box as="span" srOnly>
                  {LL.chat.list.unread({ count: unread })}
                </Box>
              </Badge>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
    </LinkBox>
  );
};
