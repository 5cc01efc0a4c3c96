import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { memo, useLayoutEffect, useRef } from 'react';
import type { LockedContent } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { useEntry } from '../hooks/use-entry';
import { MessageText } from '../lib/message-text';
import { typingId, type ConversationStore } from '../state/conversation-store';
import { LockedContentCard } from './locked-content-card';
import './message-row.css';

export interface RowActions {
  retry: (id: string) => Promise<void>;
  discard: (id: string) => void;
  unlock: (content: LockedContent) => void;
  open: (content: LockedContent) => void;
}

// A message from today shows its time; an older one its date as well (a history spans days,
// and "01:51" under a message from last week reads as last night). One cached format per
// locale and kind: toLocaleTimeString builds a new formatter on every call, for every row.
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (locale: string, kind: 'today' | 'year' | 'older') => {
  const key = `${locale}:${kind}`;
  let format = timeFormats.get(key);
  if (!format) {
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    format = new Intl.DateTimeFormat(locale, kind === 'today' ? time : kind === 'year' ? { ...time, month: 'short', day: 'numeric' } : { ...time, year: 'numeric', month: 'short', day: 'numeric' });
    timeFormats.set(key, format);
  }
  return format;
};
const timeOf = (iso: string, locale: string) => {
  const at = new Date(iso);
  const now = new Date();
  const kind = at.toDateString() === now.toDateString() ? 'today' : at.getFullYear() === now.getFullYear() ? 'year' : 'older';
  return formatFor(locale, kind).format(at);
};

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
  keepInView,
}: {
  id: string;
  store: ConversationStore;
  agentName: string;
  actions: RowActions;
  /** Called after this row's DOM changed, before the frame is painted, while it is live. */
  keepInView?: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const entry = useEntry(store, id);
  // A live row (typing, streaming, sending) grows under a reader pinned to the bottom: the
  // list scrolls in the same frame the text grows, before it is painted, not a frame later
  // when the virtualiser has measured it. The render that stores the reply counts too.
  const wasLive = useRef(false);
  const live = id === typingId || entry?.status === 'streaming' || entry?.status === 'pending';
  useLayoutEffect(() => {
    if (live || wasLive.current) keepInView?.();
    wasLive.current = live;
  });
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
      <div className="kz-system" data-message-id={message.id}>
        <MessageText text={message.text} />
      </div>
    );
  }

  return (
    <div className="kz-row" data-message-id={message.id} data-sender={message.sender} data-status={status}>
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
        <div className="kz-bubble" data-testid={status === 'streaming' ? 'streaming-reply' : undefined}>
          {/* While it streams the reply is plain text: links are found once, when it is done. */}
          {status === 'streaming' ? message.text : <MessageText text={message.text} />}
        </div>
      ) : null}
      {message.content ? (
        // Eager: a conversation draws only the rows in view (the first screen's, then the
        // virtualiser's), and an offer's picture among them is often the chat screen's largest
        // element. A lazy picture waits for a layout to find it in view, then loads at low
        // priority: Lighthouse's "Largest Contentful Paint image was lazily loaded".
        <LockedContentCard content={message.content} onUnlock={actions.unlock} onOpen={actions.open} loading="eager" />
      ) : null}
      {status === 'pending' ? (
        <HStack gap="1" role="status" fontSize="xs" color="fg.muted" minH="4">
          <Spinner size="xs" />
          <span>{LL.chat.history.pending()}</span>
        </HStack>
      ) : status === 'failed' ? (
        <HStack gap="2" role="alert" fontSize="xs" minH="4">
          <Text color="fg.error">{LL.chat.history.failed()}</Text>
          <Button size="xs" variant="outline" color="primary" onClick={() => actions.retry(message.id)} data-testid="retry-send">
            {LL.chat.history.retrySend()}
          </Button>
          <Button size="xs" variant="ghost" color="neutral" onClick={() => actions.discard(message.id)}>
            {LL.chat.history.discard()}
          </Button>
        </HStack>
      ) : (
        <div className="kz-meta">
          {status === 'streaming' ? null : (
            <>
              <time dateTime={message.createdAt}>{timeOf(message.createdAt, locale)}</time>
              {mine && message.pointsCharged > 0 && message.kind === 'TEXT' ? <span>· {LL.chat.history.cost({ count: message.pointsCharged })}</span> : null}
            </>
          )}
        </div>
      )}
    </div>
  );
});
