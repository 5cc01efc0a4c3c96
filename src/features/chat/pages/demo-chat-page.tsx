import { Alert, Box, Card, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { useRouteData } from '@/lib/router/route-data';
import { isApiError } from '@/api/api-error';
import { sendDemoMessage } from '@/api/generated/endpoints/demo/demo';
import type { AgentPublic, PreviewTurn } from '@/api/generated/model';
import { sendDemoMessageBodyHistoryMax, sendDemoMessageBodyTextMax } from '@/api/generated/limits/demo';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { isSignedIn, useSession } from '@/lib/session';
import { MessageText } from '../lib/message-text';
import { AutoResizeTextarea } from '@/components/ui/auto-resize-textarea';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

registerSlotRecipes({ alert: alertSlotRecipe });

// The signed-out demo (/demo/{agentName}/chats): a few free messages, then an invitation to
// sign up that brings the visitor back to this agent's real chat. The server is stateless,
// so the conversation is kept in this tab's session storage (it survives a reload).
interface DemoState {
  turns: PreviewTurn[];
  left: number | null;
  over: boolean;
}

const storageKey = (agentName: string) => `kizuna.demoChat.${agentName}`;
const loadState = (agentName: string): DemoState => {
  try {
    const raw = sessionStorage.getItem(storageKey(agentName));
    if (raw) return JSON.parse(raw) as DemoState;
  } catch {
    // A broken entry starts a fresh demo.
  }
  return { turns: [], left: null, over: false };
};

export default function DemoChatPage() {
  const agent = useRouteData<AgentPublic>();
  const session = useSession();
  if (isSignedIn(session)) return <Navigate to={`/chats/${agent.name}`} replace />;
  return <DemoChat key={agent.name} agent={agent} />;
}

const DemoChat = ({ agent }: { agent: AgentPublic }) => {
  const { LL } = useI18nContext();
  const [state, setState] = useState<DemoState>(() => loadState(agent.name));
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const back = encodeURIComponent(`/chats/${agent.name}`);

  useEffect(() => {
    sessionStorage.setItem(storageKey(agent.name), JSON.stringify(state));
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [agent.name, state]);

  const turns: PreviewTurn[] = [{ sender: 'AGENT', text: agent.welcomeMessage }, ...state.turns];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || sending || state.over) return;
    setSending(true);
    setFailure(null);
    const withMine: PreviewTurn[] = [...state.turns, { sender: 'USER', text }];
    setState((s) => ({ ...s, turns: withMine }));
    setDraft('');
    try {
      const result = await sendDemoMessage(agent.name, { history: state.turns.slice(-sendDemoMessageBodyHistoryMax), text });
      setState({ turns: [...withMine, { sender: 'AGENT', text: result.reply }], left: result.messagesLeft, over: result.messagesLeft === 0 });
    } catch (error) {
      if (isApiError(error, 'DemoLimitReached')) setState({ turns: state.turns, left: 0, over: true });
      else {
        // Not sent: the text goes back to the box.
        setState((s) => ({ ...s, turns: state.turns }));
        setDraft(text);
        setFailure(errorMessage(LL, error));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root maxW="2xl" mx="auto" data-testid="demo-chat" css={japanesePhrases}>
      <Card.Header>
        <HStack gap="3">
          <Avatar name={agent.displayName} src={agent.avatarUrl} />
          <Stack gap="0">
            <Text as="h1" fontWeight="semibold" fontSize="lg">
              {LL.chat.demo.title({ name: agent.displayName })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {state.left === null ? LL.chat.demo.intro() : LL.chat.demo.left({ count: state.left })}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" gap="2" listStyleType="none" maxH="55dvh" overflowY="auto" tabIndex={0} aria-label={LL.chat.history.label({ name: agent.displayName })} py="2">
          {turns.map((turn, i) => (
            <Box as="li" key={i} alignSelf={turn.sender === 'USER' ? 'flex-end' : 'flex-start'} maxW="85%">
              <Box bg={turn.sender === 'USER' ? 'primary.solid' : 'bg.muted'} color={turn.sender === 'USER' ? 'primary.contrast' : 'fg'} px="4" py="2" borderRadius="2xl">
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  <MessageText text={turn.text} />
                </Text>
              </Box>
            </Box>
          ))}
          {sending ? (
            <Box as="li" color="fg.muted" fontSize="sm" role="status">
              {LL.chat.history.typing({ name: agent.displayName })}
            </Box>
          ) : null}
          <li ref={endRef} aria-hidden="true" />
        </Stack>
        <Box aria-live="polite" srOnly>
          {state.turns.at(-1)?.sender === 'AGENT' ? LL.chat.announce.reply({ name: agent.displayName, text: state.turns.at(-1)?.text ?? '' }) : ''}
        </Box>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        {state.over ? (
          <Alert.Root status="info" borderRadius="lg" data-testid="demo-over">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Title>{LL.chat.demo.over({ name: agent.displayName })}</Alert.Title>
              <HStack gap="3" wrap="wrap">
                <Button asChild color="primary">
                  <RouterLink to={`/sign-up?redirect=${back}`} data-testid="demo-sign-up">
                    {LL.chat.demo.signUp()}
                  </RouterLink>
                </Button>
                <Link asChild colorPalette="primary" color="colorPalette.fg">
                  <RouterLink to={`/sign-in?redirect=${back}`}>{LL.chat.demo.signIn()}</RouterLink>
                </Link>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <HStack as="form" onSubmit={send} align="flex-end">
            <AutoResizeTextarea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
              maxLength={sendDemoMessageBodyTextMax}
              placeholder={LL.chat.composer.placeholder()}
              aria-label={LL.chat.composer.label({ name: agent.displayName })}
              rows={1}
              borderRadius="xl"
              data-testid="demo-input"
            />
            <IconButton type="submit" aria-label={LL.chat.composer.send()} colorPalette="primary" borderRadius="full" loading={sending} data-testid="demo-send">
              <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" fill="currentColor" aria-hidden="true">
                <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
              </svg>
            </IconButton>
          </HStack>
        )}
        {failure ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {failure}
          </Text>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
};
