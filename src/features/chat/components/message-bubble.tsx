import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { LockedContent } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { useEntry } from '../hooks/use-entry';
import { MessageText } from '../lib/message-text';
import { typingId, type ConversationStore } from '../state/conversation-store';
import { LockedContentCard } from './locked-content-card';

export interface RowActions {
  retry: (id: string) => Promise<void>;
  discard: (id: string) => void;
  unlock: (content: LockedContent) => void;
  open: (content: LockedContent) => void;
}

const timeOf = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

const TypingDots = ({ label }: { label: string }) => (
  <HStack gap="1" px="4" py="3" bg="bg.muted" borderRadius="2xl" borderBottomLeftRadius="sm" w="fit-content" aria-label={label} role="img">
    {[0, 1, 2].map((i) => (
      <Box
        key={i}
        w="2"
        h="2"
        borderRadius="full"
        bg="fg.muted"
        animation="pulse 1.2s ease-in-out infinite"
        style={{ animationDelay: `${i * 0.2}s` }}
      />
    ))}
  </HStack>
);

/** One row of the history; it reads its own message from the store. */
export const MessageRow = memo(function MessageRow({
  id,
  store,
  agentName,
  actions,
}: {
  id: string;
  store: ConversationStore;
  agentName: string;
  actions: RowActions;
}) {
  const { LL, locale } = useI18nContext();
  const entry = useEntry(store, id);
  if (id === typingId) {
    return (
      <Box px={{ base: '3', md: '4' }} py="1" data-testid="typing-indicator">
        <TypingDots label={LL.chat.history.typing({ name: agentName })} />
      </Box>
    );
  }
  if (!entry) return <Box h="1px" />;
  const { message, status } = entry;
  const mine = message.sender === 'USER';
  const system = message.sender === 'SYSTEM';

  if (system) {
    return (
      <Box px="4" py="2" textAlign="center" data-message-id={message.id}>
        <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">
          <MessageText text={message.text} />
        </Text>
      </Box>
    );
  }

  return (
    <Stack
      px={{ base: '3', md: '4' }}
      py="1"
      align={mine ? 'flex-end' : 'flex-start'}
      gap="1"
      data-message-id={message.id}
      data-sender={message.sender}
      data-status={status}
    >
      {message.kind === 'TIP' ? (
        <Box bg="primary.subtle" color="primary.fg" borderRadius="2xl" px="4" py="2" maxW="85%">
          <Text fontWeight="semibold">{LL.chat.history.tip({ amount: message.tipAmountUsd ?? 0 })}</Text>
          {message.text ? (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              <MessageText text={message.text} />
            </Text>
          ) : null}
        </Box>
      ) : message.text ? (
        <Box
          bg={mine ? 'primary.solid' : 'bg.muted'}
          color={mine ? 'primary.contrast' : 'fg'}
          borderRadius="2xl"
          borderBottomRightRadius={mine ? 'sm' : '2xl'}
          borderBottomLeftRadius={mine ? '2xl' : 'sm'}
          px="4"
          py="2"
          maxW="85%"
          opacity={status === 'pending' ? 0.75 : 1}
        >
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid={status === 'streaming' ? 'streaming-reply' : undefined}>
            <MessageText text={message.text} />
          </Text>
        </Box>
      ) : null}
      {message.content ? (
        <LockedContentCard content={message.content} onUnlock={actions.unlock} onOpen={actions.open} />
      ) : null}
      <HStack gap="2" fontSize="xs" color="fg.muted" minH="4">
        {status === 'pending' ? (
          <HStack gap="1" role="status">
            <Spinner size="xs" />
            <span>{LL.chat.history.pending()}</span>
          </HStack>
        ) : status === 'failed' ? (
          <HStack gap="2" role="alert">
            <Text color="fg.error">{LL.chat.history.failed()}</Text>
            <Button size="xs" variant="outline" color="primary" onClick={() => actions.retry(message.id)} data-testid="retry-send">
              {LL.chat.history.retrySend()}
            </Button>
            <Button size="xs" variant="ghost" color="neutral" onClick={() => actions.discard(message.id)}>
              {LL.chat.history.discard()}
            </Button>
          </HStack>
        ) : status === 'streaming' ? null : (
          <>
            <time dateTime={message.createdAt}>{timeOf(message.createdAt, locale)}</time>
            {mine && message.pointsCharged > 0 && message.kind === 'TEXT' ? <span>· {LL.chat.history.cost({ count: message.pointsCharged })}</span> : null}
          </>
        )}
      </HStack>
    </Stack>
  );
});
