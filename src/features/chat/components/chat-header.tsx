import { Box, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AgentPublic } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { useI18nContext } from '@/i18n/i18n-react';
import { FreeOfferBadge, type OfferState } from './free-offer';
import { deferred } from '@/components/ui/deferred';
import { ChatMenuTrigger } from './chat-menu-trigger';

// The menu's positioning and dismiss code (~25 KB gzip) loads on the first interaction, not
// with the chat's first screen (src/components/ui/deferred.tsx).
const DeferredChatMenu = deferred(() => import('./chat-menu').then((module) => module.ChatMenu), { openOnPress: true });

const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export type HeaderAction = 'restart' | 'tip' | 'search';

/** The agent, the album, the balance and the menu (search, tip, restart). */
export const ChatHeader = ({
  agent,
  offer,
  balance,
  onAction,
}: {
  agent: AgentPublic;
  offer: OfferState;
  balance: number | undefined;
  onAction: (action: HeaderAction) => void;
}) => {
  const { LL } = useI18nContext();
  return (
    <HStack px={{ base: '2', md: '4' }} py="2" gap="2" borderBottomWidth="1px" bg="bg.panel">
      <IconButton asChild variant="ghost" aria-label={LL.chat.header.back()} size="sm">
        <RouterLink to="/chats">
          <BackIcon />
        </RouterLink>
      </IconButton>
      <Avatar name={agent.displayName} src={agent.avatarUrl} size="sm" />
      <Stack gap="0" flex="1" minW="0">
        <Text as="h1" fontWeight="semibold" truncate>
          {agent.displayName}
        </Text>
        <HStack gap="2" fontSize="xs" color="fg.muted" minW="0">
          <Text truncate>@{agent.name}</Text>
          <FreeOfferBadge offer={offer} />
        </HStack>
      </Stack>
      {balance !== undefined ? (
        // On a phone the app header's balance sits right above this one: showing it twice in
        // 120 px of screen reads as two different numbers, so the conversation keeps one.
        <Box as="span" fontSize="sm" fontWeight="semibold" color="primary.fg" whiteSpace="nowrap" display={{ base: 'none', md: 'inline' }} data-testid="chat-balance">
          {LL.shell.points.value({ count: balance })}
        </Box>
      ) : null}
      <IconButton variant="ghost" size="sm" aria-label={LL.chat.header.search()} onClick={() => onAction('search')} data-testid="open-search">
        <SearchIcon />
      </IconButton>
      <Link asChild fontSize="sm" fontWeight="medium" colorPalette="primary" color="colorPalette.fg" display={{ base: 'none', sm: 'inline-flex' }}>
        <RouterLink to={`/chats/${agent.name}/album`} data-testid="album-link">
          {LL.chat.header.album()}
        </RouterLink>
      </Link>
      <DeferredChatMenu agentName={agent.name} onAction={onAction} placeholder={<ChatMenuTrigger label={LL.chat.header.menu()} />} />
    </HStack>
  );
};
