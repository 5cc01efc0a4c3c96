import { Box, Button as ChakraButton } from '@chakra-ui/react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useI18nContext } from '@/i18n/i18n-react';
import { useIds } from '../hooks/use-entry';
import { usePinnedToBottom } from '../hooks/use-pinned-to-bottom';
import type { ConversationStore } from '../state/conversation-store';
import { MessageRow, type RowActions } from './message-bubble';

// The history, virtualised with react-virtuoso (docs/decisions/chat-virtualisation.md): only
// the rows in view exist; the list holds ids and each row reads its own message. It opens at
// the newest message (or at the one asked for), follows a streaming reply while the reader is
// at the bottom, never pulls a reader of older messages down (a pill offers the way instead),
// and keeps the reader's place when an older page is put in front. Its own chunk: the first
// screen is drawn without it (./message-list.tsx).

/** Virtuoso's index of the first row; it moves down as older pages are prepended. */
const firstIndexBase = 1_000_000;
/** Within this many pixels of the end counts as "at the bottom". */
const atBottomThreshold = 40;

export interface HistoryHandle {
  scrollToBottom: () => void;
  scrollToId: (id: string) => boolean;
}

export interface VirtualHistoryProps {
  store: ConversationStore;
  agentName: string;
  label: string;
  actions: RowActions;
  hasOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  /** Drawn above the oldest row: loading older messages, their failure, or the beginning. */
  header: ReactNode;
  /** The row to open at (a picked search result); the newest when absent. */
  initialId: string | null;
  /** False while the first screen still stands in for the list: hidden from everyone until then. */
  shown: boolean;
}

export const VirtualHistory = forwardRef<HistoryHandle, VirtualHistoryProps>(function VirtualHistory(
  { store, agentName, label, actions, hasOlder, olderFailed, loadOlder, header, initialId, shown },
  ref,
) {
  const { LL } = useI18nContext();
  const ids = useIds(store);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const lastId = useRef(ids.at(-1));
  const pin = usePinnedToBottom(atBottomThreshold);
  // Where the list opens, decided once.
  const [initialIndex] = useState(() => {
    const index = initialId ? store.getIds().indexOf(initialId) : -1;
    if (index < 0) return { index: 'LAST' as const, align: 'end' as const };
    pin.pinned.current = false;
    return { index, align: 'center' as const };
  });

  // Rows added or removed: the browser and the virtualiser may move the list for a moment
  // (use-pinned-to-bottom.ts). Marked before the frame, so before any scroll it causes.
  const { listChanged } = pin;
  useLayoutEffect(listChanged, [ids, listChanged]);

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
        // Reading elsewhere: a row that grows at the end must not pull the view back down.
        pin.pinned.current = false;
        virtuoso.current?.scrollToIndex({ index, align: 'center' });
        return true;
      },
    }),
    [scrollToBottom, store, pin.pinned],
  );

  const firstItemIndex = firstIndexBase - store.getPrepended();
  return (
    <>
      <Virtuoso
        ref={virtuoso}
        style={{ height: '100%' }}
        data={ids}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={initialIndex}
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
        // Until it takes over from the first screen: one history for assistive technology and
        // the keyboard, never two.
        aria-hidden={shown ? undefined : true}
        inert={!shown}
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
    </>
  );
});
