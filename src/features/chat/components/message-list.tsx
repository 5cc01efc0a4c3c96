import { Box, Button as ChakraButton, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { useIds } from '../hooks/use-entry';
import { usePinnedToBottom } from '../hooks/use-pinned-to-bottom';
import type { ConversationStore } from '../state/conversation-store';
import { FirstScreen } from './first-screen';
import { MessageRow, type RowActions } from './message-bubble';

// The history, virtualised with react-virtuoso (docs/decisions/chat-virtualisation.md): only
// the rows in view exist; the list holds ids and each row reads its own message. It opens at
// the newest message, follows a streaming reply while the reader is at the bottom, never
// pulls a reader of older messages down (a pill offers the way instead), and keeps the
// reader's place when an older page is put in front.

/** Virtuoso's index of the first row; it moves down as older pages are prepended. */
const firstIndexBase = 1_000_000;
/** Within this many pixels of the end counts as "at the bottom". */
const atBottomThreshold = 40;

export interface MessageListHandle {
  scrollToBottom: () => void;
  scrollToId: (id: string) => boolean;
}

interface Props {
  store: ConversationStore;
  agentName: string;
  label: string;
  actions: RowActions;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
}

// Memoised: typing in the composer re-renders the page, never the history.
export const MessageList = memo(
  forwardRef<MessageListHandle, Props>(function MessageList(
  { store, agentName, label, actions, hasOlder, loadingOlder, olderFailed, loadOlder },
  ref,
) {
  const { LL } = useI18nContext();
  const ids = useIds(store);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const lastId = useRef(ids.at(-1));
  const pin = usePinnedToBottom(atBottomThreshold);

  // Something new at the end while the reader is elsewhere: offer the pill.
  useEffect(() => {
    const last = ids.at(-1);
    if (last !== lastId.current && !pin.pinned.current) setUnseen(true);
    lastId.current = last;
  }, [ids, pin.pinned]);

  const scrollToBottom = useCallback(() => {
    pin.pinned.current = true;
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' });
    setUnseen(false);
  }, [pin.pinned]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToBottom,
      scrollToId: (id: string) => {
        const index = store.getIds().indexOf(id);
        if (index < 0) return false;
        virtuoso.current?.scrollToIndex({ index, align: 'center' });
        return true;
      },
    }),
    [scrollToBottom, store],
  );

  const firstItemIndex = firstIndexBase - store.getPrepended();
  const container = useRef<HTMLDivElement>(null);
  const header = (
    <Box py="3">
      {loadingOlder ? (
        <Center gap="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="sm" /> {LL.chat.history.loadingOlder()}
        </Center>
      ) : olderFailed ? (
        <HStack justify="center" gap="2" fontSize="sm">
          <Text color="fg.error">{LL.chat.history.olderError()}</Text>
          <Button size="xs" variant="outline" color="primary" onClick={loadOlder}>
            {LL.chat.history.retry()}
          </Button>
        </HStack>
      ) : !hasOlder ? (
        <Text textAlign="center" fontSize="xs" color="fg.muted">
          {LL.chat.history.beginning()}
        </Text>
      ) : null}
    </Box>
  );

  return (
    <Box position="relative" flex="1" minH="0" ref={container} data-testid="history">
      <FirstScreen store={store} agentName={agentName} actions={actions} header={header} container={container} />
      <Virtuoso
        ref={virtuoso}
        style={{ height: '100%' }}
        data={ids}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        computeItemKey={(_, id) => id}
        itemContent={(_, id) => <MessageRow id={id} store={store} agentName={agentName} actions={actions} keepInView={pin.keepPinned} />}
        scrollerRef={pin.scrollerRef}
        followOutput={(bottom) => (bottom || pin.pinned.current ? 'auto' : false)}
        // A row that grows (a streaming reply) is not "output": keep the bottom in view here.
        totalListHeightChanged={pin.keepPinned}
        atBottomStateChange={(bottom) => {
          setAtBottom(bottom);
          if (bottom) setUnseen(false);
        }}
        atBottomThreshold={atBottomThreshold}
        startReached={() => {
          if (hasOlder && !olderFailed) loadOlder();
        }}
        increaseViewportBy={{ top: 400, bottom: 200 }}
        // Measured rows are placed in the same frame (not the next one): the first paint
        // already shows the newest message, and a growing reply is re-pinned before it paints.
        skipAnimationFrameInResizeObserver
        role="region"
        tabIndex={0}
        aria-label={label}
        data-testid="message-list"
        components={{
          Header: () => header,
          Footer: () => <Box h="2" />,
        }}
      />
      {unseen && !atBottom ? (
        <ChakraButton
          position="absolute"
          bottom="3"
          left="50%"
          transform="translateX(-50%)"
          size="sm"
          borderRadius="full"
          colorPalette="primary"
          boxShadow="md"
          onClick={scrollToBottom}
          data-testid="new-messages-pill"
        >
          ↓ {LL.chat.history.newMessages()}
        </ChakraButton>
      ) : null}
    </Box>
  );
}),
);
