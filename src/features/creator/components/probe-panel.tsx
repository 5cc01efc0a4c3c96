import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { sendTestChatMessage } from '@/api/generated/endpoints/my-agent/my-agent';
import type { AgentSettings, Locale } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useI18nContext } from '@/i18n/i18n-react';
import { handledWell, probeItems, type ProbeItem } from '../forms/probe';

interface Result extends ProbeItem {
  reply: string;
  good: boolean;
}

/** Before publishing: ask the twin what curious fans would, and show what it handled well. */
export const ProbePanel = ({ settings, language }: { settings: AgentSettings; language: Locale }) => {
  const { LL } = useI18nContext();
  const headingId = useId();
  const [results, setResults] = useState<Result[] | null>(null);
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const items = probeItems(settings, language, { askTopic: (topic) => LL.studio.probe.askTopic({ topic }), askFact: (topic) => LL.studio.probe.askFact({ topic }) });

  const run = async () => {
    setRunning(true);
    setFailed(false);
    setDone(0);
    const next: Result[] = [];
    try {
      // One at a time, as a fan would ask, and so the progress is honest.
      for (const item of items) {
        const { reply } = await sendTestChatMessage({ history: [], text: item.question });
        next.push({ ...item, reply, good: handledWell(item, reply) });
        setDone(next.length);
      }
      setResults(next);
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };

  const good = results?.filter((r) => r.good).length ?? 0;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid="probe-panel">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {LL.studio.probe.heading()}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {LL.studio.probe.intro()}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {items.length === 0 ? (
            <Text color="fg.muted">{LL.studio.probe.nothing()}</Text>
          ) : (
            <HStack gap="3" flexWrap="wrap">
              <Button variant={results ? 'outline' : 'solid'} onClick={run} loading={running} loadingText={LL.studio.probe.running({ done, total: items.length })}>
                {results ? LL.studio.probe.rerun() : LL.studio.probe.run()}
              </Button>
              {results ? (
                <Text fontWeight="semibold" role="status" data-testid="probe-summary">
                  {LL.studio.probe.summary({ good, total: results.length })}
                </Text>
              ) : null}
            </HStack>
          )}
          {running ? (
            <ProgressBar value={done} max={items.length} size="xs" label={LL.studio.probe.running({ done, total: items.length })} />
          ) : null}
          {failed ? <FormAlert>{LL.studio.probe.failed()}</FormAlert> : null}
          {results?.map((result) => (
            <Stack key={`${result.kind}-${result.source}`} borderWidth="1px" borderRadius="l2" p="3" gap="2" data-testid="probe-result" data-good={result.good}>
              <HStack justify="space-between" flexWrap="wrap">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {result.kind === 'topic' ? LL.studio.probe.topic() : LL.studio.probe.fact()}: {result.source}
                </Text>
                <Badge colorPalette={result.good ? 'success' : 'error'} variant="solid">
                  {result.kind === 'topic'
                    ? result.good
                      ? LL.studio.probe.deflected()
                      : LL.studio.probe.leaked()
                    : result.good
                      ? LL.studio.probe.answered()
                      : LL.studio.probe.missed()}
                </Badge>
              </HStack>
              <Text fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {LL.studio.probe.question()}:
                </Text>{' '}
                {result.question}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                <Text as="span" fontWeight="semibold">
                  {LL.studio.probe.reply()}:
                </Text>{' '}
                {result.reply}
              </Text>
            </Stack>
          ))}
          {results && good < results.length ? (
            <Text fontSize="sm" color="fg.muted">
              {LL.studio.probe.fixHint()}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
