import { Box, Center, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { useRouteData } from '@/lib/router/route-data';
import { useGetAgentInfo } from '@/api/generated/endpoints/agents/agents';
import { useGetWallet } from '@/api/generated/endpoints/wallet/wallet';
import type { AgentInfoResponse, LockedContent, Message } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { useSession } from '@/lib/session';
import { ChatHeader, type HeaderAction } from '../components/chat-header';
import { Composer } from '../components/composer';
import { useFreeOffer } from '../components/free-offer';
import type { RowActions } from '../components/message-bubble';
import { MessageList, type MessageListHandle } from '../components/message-list';
import { ReplyAnnouncer } from '../components/reply-announcer';
import { useConversation } from '../hooks/use-conversation';
import { useDraft } from '../hooks/use-draft';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

// Not needed for the first screen (the newest messages and the composer): loaded when used.
// The restart and leave confirmations bring the dialog machinery (~14 KB gzip): loaded on the
// first interaction with the page, well before either can be asked for.
// The view itself: this screen loads it on the first interaction and mounts it only when asked.
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView }));
const ConfirmDialog = lazy(loadConfirmDialog);
const TipDialog = lazy(() => import('../components/tip-dialog').then((m) => ({ default: m.TipDialog })));
const UnlockDialog = lazy(() => import('../components/unlock-dialog').then((m) => ({ default: m.UnlockDialog })));
const MediaViewer = lazy(() => import('../components/media-viewer').then((m) => ({ default: m.MediaViewer })));
const SearchPanel = lazy(() => import('../components/search-panel').then((m) => ({ default: m.SearchPanel })));

/** A conversation with one agent (/chats/{agentName}); the route has fetched the agent and the channel first. */
export default function ChatPage() {
  const { agentName = '' } = useParams();
  const loaded = useRouteData<AgentInfoResponse | null>();
  const info = useGetAgentInfo(agentName, { query: { initialData: loaded ?? undefined } }).data ?? loaded;
  const userId = useSession().user?.id ?? '';
  if (!info || !userId) {
    return (
      <Center flex="1">
        <Spinner />
      </Center>
    );
  }
  return <Conversation key={agentName} info={info} userId={userId} />;
}

const Conversation = ({ info, userId }: { info: AgentInfoResponse; userId: string }) => {
  const { LL } = useI18nContext();
  useEffect(() => onFirstInteraction(() => void loadConfirmDialog()), []);
  const { agent, channel } = info;
  const conversation = useConversation(agent.name, userId, channel);
  const { store } = conversation;
  const balance = useGetWallet().data?.wallet.points;
  const offer = useFreeOffer(channel);
  const [draft, setDraft] = useDraft(userId, agent.name);
  const [insufficient, setInsufficient] = useState(false);
  const [dialog, setDialog] = useState<'tip' | 'restart' | null>(null);
  const [searching, setSearching] = useState(false);
  const [toUnlock, setToUnlock] = useState<LockedContent | null>(null);
  const [viewing, setViewing] = useState<LockedContent | null>(null);
  const list = useRef<MessageListHandle>(null);

  const sending = useSyncExternalStore(store.subscribeList, () => store.hasUnsent());
  const blocker = useLeaveGuard(/\S/.test(draft), sending);

  const revealContent = useCallback(
    (content: LockedContent) => {
      for (const entry of store.entriesInOrder()) {
        if (entry.message.content?.id === content.id) store.update(entry.id, { message: { ...entry.message, content } });
      }
    },
    [store],
  );

  const actions: RowActions = useMemo(
    () => ({
      retry: conversation.retry,
      discard: conversation.discard,
      unlock: (content) => setToUnlock(content),
      open: (content) => setViewing(content),
    }),
    [conversation.retry, conversation.discard],
  );

  const send = (text: string) => {
    setDraft('');
    setInsufficient(false);
    requestAnimationFrame(() => list.current?.scrollToBottom());
    void conversation.send(text).then((result) => {
      if (result === 'insufficient') {
        // Nothing was charged or stored: the text goes back to the draft.
        setDraft((current) => (current.trim() ? `${text}\n${current}` : text));
        setInsufficient(true);
      }
    });
  };

  const onAction = (action: HeaderAction) => {
    if (action === 'search') setSearching((s) => !s);
    else setDialog(action);
  };

  const [restartError, setRestartError] = useState<unknown>(null);
  const restart = async () => {
    try {
      await conversation.restart();
      setDialog(null);
      setRestartError(null);
      setInsufficient(false);
      showToast({ message: LL.chat.restart.done() });
    } catch (error) {
      setRestartError(error);
    }
  };

  const pickResult = async (message: Message) => {
    const found = await conversation.reveal(message.id).catch(() => false);
    if (found) requestAnimationFrame(() => list.current?.scrollToId(message.id));
  };

  return (
    <Flex direction="column" flex="1" minH="0" maxW="4xl" w="full" mx="auto" borderXWidth={{ base: '0', md: '1px' }} bg="bg" data-testid="chat-page" css={japanesePhrases}>
      <ChatHeader agent={agent} offer={offer} balance={balance} onAction={onAction} />
      {searching ? (
        <Suspense fallback={null}>
          <SearchPanel agentName={agent.name} onClose={() => setSearching(false)} onPick={(m) => void pickResult(m)} />
        </Suspense>
      ) : null}
      {conversation.state === 'loading' ? (
        <Center flex="1" role="status" aria-label={LL.shell.loading()}>
          <Spinner size="lg" color="primary.solid" />
        </Center>
      ) : conversation.state === 'error' ? (
        <Center flex="1">
          <Stack align="center" gap="3" role="alert">
            <Text>{LL.chat.history.error()}</Text>
            <Button onClick={conversation.reload}>{LL.chat.history.retry()}</Button>
          </Stack>
        </Center>
      ) : (
        <MessageList
          ref={list}
          store={store}
          agentName={agent.displayName}
          label={LL.chat.history.label({ name: agent.displayName })}
          actions={actions}
          hasOlder={conversation.hasOlder}
          loadingOlder={conversation.loadingOlder}
          olderFailed={conversation.olderFailed}
          loadOlder={conversation.loadOlder}
        />
      )}
      <Box>
        <Composer
          agent={agent}
          offer={offer}
          draft={draft}
          onDraftChange={(text) => {
            setDraft(text);
          }}
          onSend={send}
          insufficient={insufficient}
        />
      </Box>
      <ReplyAnnouncer reply={conversation.lastReply} agentName={agent.displayName} />
      <Suspense fallback={null}>
        {dialog === 'tip' ? (
          <TipDialog
            open
            onClose={() => setDialog(null)}
            agentName={agent.name}
            displayName={agent.displayName}
            onSent={(message) => {
              store.append({ id: message.id, message, status: 'sent' });
              requestAnimationFrame(() => list.current?.scrollToBottom());
            }}
          />
        ) : null}
        {toUnlock ? <UnlockDialog agentName={agent.name} content={toUnlock} onClose={() => setToUnlock(null)} onUnlocked={revealContent} /> : null}
        {viewing ? <MediaViewer items={[viewing]} index={0} onIndexChange={() => undefined} onClose={() => setViewing(null)} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {/* Mounted only while asked: the conversation's first render stays small. */}
        {dialog === 'restart' ? (
          <ConfirmDialog
            kind="question"
            open
            title={LL.chat.restart.title()}
            summary={LL.chat.restart.body({ name: agent.displayName })}
            cancelLabel={LL.chat.restart.cancel()}
            confirmLabel={LL.chat.restart.confirm()}
            confirmColor="error"
            error={restartError}
            onClose={() => {
              setDialog(null);
              setRestartError(null);
            }}
            onConfirm={restart}
            testId="restart-dialog"
            confirmTestId="restart-dialog-confirm"
          />
        ) : null}
        {blocker.state === 'blocked' ? (
          <ConfirmDialog
            kind="question"
            open
            title={LL.chat.leave.title()}
            summary={sending ? LL.chat.leave.sending() : LL.chat.leave.draft()}
            cancelLabel={LL.chat.leave.stay()}
            confirmLabel={LL.chat.leave.leave()}
            onClose={() => blocker.reset?.()}
            onConfirm={async () => blocker.proceed?.()}
            testId="leave-dialog"
            confirmTestId="leave-dialog-confirm"
          />
        ) : null}
      </Suspense>
    </Flex>
  );
};
