import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AgentPublic } from '@/api/generated/model';
import { sendMessageBodyTextMax } from '@/api/generated/limits/chat';
import { useI18nContext } from '@/i18n/i18n-react';
import type { OfferState } from './free-offer';
import { TimeLeft } from './free-offer';
import { AutoResizeTextarea } from '@/components/ui/auto-resize-textarea';

// Shown only after a send the balance could not pay for: its alert loads then.
const InsufficientPoints = lazy(() => import('./insufficient-points').then((m) => ({ default: m.InsufficientPoints })));

const SendIcon = () => (
  <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" fill="currentColor" aria-hidden="true">
    <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
  </svg>
);

/**
 * The message box. It shows what the next message costs before it is sent, keeps the
 * draft (the page stores it per chat), and sends with Enter (Shift+Enter for a new line;
 * never while an input method is still composing Japanese text).
 */
export const Composer = ({
  agent,
  offer,
  draft,
  onDraftChange,
  onSend,
  insufficient,
}: {
  agent: AgentPublic;
  offer: OfferState;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  insufficient: boolean;
}) => {
  const { LL } = useI18nContext();
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const costId = useId();
  const problemId = useId();
  const length = [...draft].length;
  const tooLong = length > sendMessageBodyTextMax;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!/\S/.test(draft)) {
      setProblem('empty');
      ref.current?.focus();
      return;
    }
    if (tooLong) {
      setProblem('tooLong');
      return;
    }
    setProblem(null);
    onSend(draft);
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && event.keyCode !== 229) {
      event.preventDefault();
      submit();
    }
  };

  const cost =
    offer.kind === 'running' ? (
      <>
        {LL.chat.composer.free({ count: offer.left })} · <TimeLeft until={offer.expiresAt} render={(time) => LL.chat.composer.freeFor({ time })} />
      </>
    ) : agent.messagePrice === 0
        ? LL.chat.composer.free0()
        : LL.chat.composer.price({ count: agent.messagePrice });

  return (
    <Stack as="form" onSubmit={submit} gap="2" px={{ base: '3', md: '4' }} pt="2" pb="3" borderTopWidth="1px" bg="bg.panel" aria-label={LL.chat.composer.label({ name: agent.displayName })}>
      {insufficient ? (
        <Suspense fallback={null}>
          <InsufficientPoints />
        </Suspense>
      ) : null}
      <HStack align="flex-end" gap="2">
        <AutoResizeTextarea
          ref={ref}
          value={draft}
          onChange={(e) => {
            onDraftChange(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={LL.chat.composer.placeholder()}
          aria-label={LL.chat.composer.label({ name: agent.displayName })}
          aria-describedby={problem ? `${costId} ${problemId}` : costId}
          aria-invalid={problem !== null || tooLong}
          maxH="40"
          rows={1}
          borderRadius="xl"
          data-testid="composer-input"
        />
        <IconButton type="submit" aria-label={LL.chat.composer.send()} colorPalette="primary" borderRadius="full" data-testid="send-button">
          <SendIcon />
        </IconButton>
      </HStack>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" gap="2">
        <Text id={costId} data-testid="message-cost">
          {cost}
          {offer.kind === 'expired' ? ` · ${LL.chat.countdown.expired()}` : ''}
        </Text>
        <Box as="span" color={tooLong ? 'fg.error' : undefined} aria-hidden="true">
          {length > sendMessageBodyTextMax * 0.8 ? LL.chat.composer.counter({ count: length, max: sendMessageBodyTextMax }) : null}
        </Box>
      </HStack>
      {problem || tooLong ? (
        <Text id={problemId} fontSize="sm" color="fg.error" role="alert">
          {problem === 'empty' ? LL.chat.composer.empty() : LL.chat.composer.tooLong({ max: sendMessageBodyTextMax })}
        </Text>
      ) : null}
    </Stack>
  );
};
