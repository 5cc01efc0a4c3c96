import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useId, useRef, useState, type FormEvent } from 'react';
import { sendTestChatMessage } from '@/api/generated/endpoints/my-agent/my-agent';
import { sendTestChatMessageBodyHistoryMax } from '@/api/generated/limits/my-agent';
import type { PreviewTurn } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';


/** A free chat with the creator's own twin; nothing is stored, a reload starts over. */
export const TestChat = ({ welcomeMessage }: { welcomeMessage: string }) => {
  const { LL } = useI18nContext();
  const headingId = useId();
  const inputId = useId();
  const [turns, setTurns] = useState<PreviewTurn[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    // The contract takes a bounded history (its maxItems); older turns are dropped from what is sent.
    const history = turns.slice(-sendTestChatMessageBodyHistoryMax);
    setTurns((t) => [...t, { sender: 'USER', text: message }]);
    setText('');
    setSending(true);
    setFailed(false);
    try {
      const { reply } = await sendTestChatMessage({ history, text: message });
      setTurns((t) => [...t, { sender: 'AGENT', text: reply }]);
    } catch {
      setFailed(true);
      // The message goes back into the box, so nothing typed is lost.
      setTurns((t) => t.slice(0, -1));
      setText(message);
    } finally {
      setSending(false);
      end.current?.scrollIntoView({ block: 'nearest' });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="lg" id={headingId}>
            {LL.studio.testChat.heading()}
          </Heading>
          {turns.length > 0 ? (
            <Button size="xs" variant="ghost" color="neutral" onClick={() => setTurns([])}>
              {LL.studio.testChat.reset()}
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {LL.studio.testChat.intro()}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" maxH="80" overflowY="auto" role="log" aria-live="polite" aria-labelledby={headingId} data-testid="test-chat-log" tabIndex={0}>
          {welcomeMessage ? <Bubble mine={false}>{welcomeMessage}</Bubble> : null}
          {turns.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {LL.studio.testChat.empty()}
            </Text>
          ) : null}
          {turns.map((turn, i) => (
            // Turns are never reordered or edited, so the position is their identity.
            <Bubble key={i} mine={turn.sender === 'USER'}>
              {turn.text}
            </Bubble>
          ))}
          {sending ? (
            <Text fontSize="sm" color="fg.muted">
              {LL.studio.testChat.thinking()}
            </Text>
          ) : null}
          <div ref={end} />
        </Stack>
        {failed ? (
          <Text color="fg.error" fontSize="sm" mt="2" role="alert">
            {LL.studio.testChat.failed()}
          </Text>
        ) : null}
        <form onSubmit={send}>
          <HStack mt="3">
            <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {LL.studio.testChat.input()}
            </label>
            <Input id={inputId} value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={LL.studio.testChat.input()} maxLength={1000} autoComplete="off" />
            <Button type="submit" loading={sending} disabled={!text.trim()}>
              {LL.studio.testChat.send()}
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};

const Bubble = ({ mine, children }: { mine: boolean; children: string }) => (
  <Box alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="85%" px="3" py="2" borderRadius="l3" bg={mine ? 'primary.solid' : 'bg.muted'} color={mine ? 'primary.contrast' : 'fg'} whiteSpace="pre-wrap" fontSize="sm">
    {children}
  </Box>
);
