import { Badge, Box, Card, Heading, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { PreviewPersona } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { useLivePreview } from '../hooks/use-live-preview';

const Bubble = ({ from, label, children }: { from: 'fan' | 'twin'; label: string; children: string }) => (
  <Box alignSelf={from === 'fan' ? 'flex-end' : 'flex-start'} maxW="85%">
    <VisuallyHidden>{label}: </VisuallyHidden>
    <Box
      px="3"
      py="2"
      borderRadius="l3"
      bg={from === 'fan' ? 'primary.solid' : 'bg.muted'}
      color={from === 'fan' ? 'primary.contrast' : 'fg'}
      whiteSpace="pre-wrap"
      fontSize="sm"
    >
      {children}
    </Box>
  </Box>
);

/** How the twin talks with the answers so far: its welcome message and one exchange per chat style. */
export const LivePreview = ({ persona }: { persona: PreviewPersona }) => {
  const { LL } = useI18nContext();
  const headingId = useId();
  const { exchanges, updating } = useLivePreview(persona, (style) => LL.creator.preview.sampleFan[style]());
  return (
    <Card.Root as="aside" aria-labelledby={headingId} data-testid="live-preview" size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={headingId}>
            {LL.creator.preview.heading()}
          </Heading>
          <HStack role="status" fontSize="xs" color="fg.muted" gap="1" minH="5">
            {updating ? (
              <>
                <Spinner size="xs" />
                <Text>{LL.creator.preview.updating()}</Text>
              </>
            ) : (
              <VisuallyHidden>{LL.creator.preview.updated()}</VisuallyHidden>
            )}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {LL.creator.preview.intro()}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
              {LL.creator.preview.welcome()}
            </Text>
            {persona.welcomeMessage ? (
              <Bubble from="twin" label={LL.creator.preview.twin()}>
                {persona.welcomeMessage}
              </Bubble>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {LL.creator.preview.noWelcome()}
              </Text>
            )}
          </Stack>
          {exchanges.map((exchange) => (
            <Stack key={exchange.style} gap="1" data-testid={`preview-${exchange.style}`}>
              <Badge alignSelf="flex-start" size="sm" colorPalette="neutral" variant="subtle">
                {LL.creator.onboarding.chatStyles[exchange.style]()}
              </Badge>
              <Bubble from="fan" label={LL.creator.preview.fan()}>
                {exchange.fanMessage}
              </Bubble>
              {exchange.reply ? (
                <Bubble from="twin" label={LL.creator.preview.twin()}>
                  {exchange.reply}
                </Bubble>
              ) : exchange.failed ? (
                <Text fontSize="sm" color="fg.error">
                  {LL.creator.preview.failed()}
                </Text>
              ) : (
                <Spinner size="sm" alignSelf="flex-start" aria-hidden="true" />
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
