import { Box, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { forwardRef, lazy, memo, Suspense, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { useFirstScreenSettled } from '@/lib/use-first-screen-settled';
import { virtualHistoryChunk } from '../lib/virtual-history-chunk';
import type { ConversationStore } from '../state/conversation-store';
import { FirstScreen } from './first-screen';
import type { RowActions } from './message-bubble';
import type { HistoryHandle } from './virtual-history';

// The conversation's history. Its newest screenful is drawn at once, as plain rows
// (./first-screen.tsx: readable, focusable, every action works); the virtualiser
// (./virtual-history.tsx, react-virtuoso, ~20 KB gzip) is not needed to draw it and loads once
// the first screen has settled (the user's first interaction, or a quiet moment), or at once
// when the app has been running (a chat opened from the list). It then takes over in the
// frame its rows are placed. docs/decisions/chat-virtualisation.md.

const LazyVirtualHistory = lazy(() => virtualHistoryChunk.load().then((module) => ({ default: module.VirtualHistory })));

export type MessageListHandle = HistoryHandle;

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
    // Decided once: the virtualiser's code already here (rendered at once), or still to come.
    const [VirtualHistory] = useState(() => virtualHistoryChunk.loaded()?.VirtualHistory ?? LazyVirtualHistory);
    const standIn = VirtualHistory === LazyVirtualHistory;
    // The virtualiser is wanted once the first screen has settled, or when a row is asked for
    // before that (a picked search result).
    const settled = useFirstScreenSettled();
    const [asked, setAsked] = useState(false);
    const wanted = !standIn || settled || asked;
    const [shown, setShown] = useState(false);
    const handOver = useCallback(() => setShown(true), []);
    const history = useRef<HistoryHandle>(null);
    // A row asked for before the virtualiser was there (a picked search result): it opens there.
    const [initialId, setInitialId] = useState<string | null>(null);

    useImperativeHandle(
      ref,
      () => ({
        // The first screen already shows the newest rows at the bottom.
        scrollToBottom: () => history.current?.scrollToBottom(),
        scrollToId: (id: string) => {
          if (history.current && shown) return history.current.scrollToId(id);
          if (!store.getIds().includes(id)) return false;
          // The list opens there, or (already placed, still hidden) goes there; either way the
          // first screen hands over once that row is placed.
          history.current?.scrollToId(id);
          setInitialId(id);
          setAsked(true);
          return true;
        },
      }),
      [shown, store],
    );

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
        {shown ? null : (
          <FirstScreen
            store={store}
            agentName={agentName}
            label={label}
            actions={actions}
            header={header}
            container={container}
            handOverId={initialId}
            onHandOver={handOver}
            standIn={standIn}
          />
        )}
        {wanted ? (
          <Suspense fallback={null}>
            <VirtualHistory
              ref={history}
              store={store}
              agentName={agentName}
              label={label}
              actions={actions}
              hasOlder={hasOlder}
              olderFailed={olderFailed}
              loadOlder={loadOlder}
              header={header}
              initialId={initialId}
              shown={shown}
            />
          </Suspense>
        ) : null}
      </Box>
    );
  }),
);
