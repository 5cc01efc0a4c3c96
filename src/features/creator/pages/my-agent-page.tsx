import { Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MyAgentResponse } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { AfterFirstScreen } from '@/lib/use-first-screen-settled';
import { MyAgentLoader } from '../components/my-agent-gate';
import type { TryOutPanelsProps } from '../components/try-out-panels';
import { usePublish } from '../hooks/use-my-agent';

// The try-out panels sit below the agent card and the shortcuts (below the fold on a phone) and
// need code the rest of the page does not (the progress bar, the input): they load once the
// first screen has settled, or at once when the page opens in a running app.
const LazyTryOutPanels = lazy(() => import('../components/try-out-panels').then((module) => ({ default: module.TryOutPanels })));
// Roughly the panels' height, so that the page does not grow under a reader's eyes.
const tryOutPlaceholder = <Box minH="xs" aria-hidden="true" />;

const TryOut = (props: TryOutPanelsProps) => (
  <AfterFirstScreen fallback={tryOutPlaceholder}>
    <LazyTryOutPanels {...props} />
  </AfterFirstScreen>
);

/** The creator's home: the agent card, shortcuts, the pre-publish check and a free test chat. */
export default function MyAgentPage() {
  const { LL } = useI18nContext();
  return <MyAgentLoader heading={LL.studio.myAgent.heading()}>{(mine) => <MyAgentView mine={mine} />}</MyAgentLoader>;
}

const Shortcut = ({ to, title, help, onClick }: { to?: string; title: string; help: string; onClick?: () => unknown }) => (
  <LinkBox borderWidth="1px" borderRadius="l3" p="4" _hover={{ borderColor: 'primary.solid' }} bg="bg.panel">
    <Box>
      <Text fontWeight="semibold">
        {to ? (
          <LinkOverlay asChild>
            <RouterLink to={to}>{title}</RouterLink>
          </LinkOverlay>
        ) : (
          <LinkOverlay asChild>
            <button type="button" onClick={() => void onClick?.()} style={{ textAlign: 'start' }}>
              {title}
            </button>
          </LinkOverlay>
        )}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {help}
      </Text>
    </Box>
  </LinkBox>
);

const MyAgentView = ({ mine }: { mine: MyAgentResponse }) => {
  const { LL } = useI18nContext();
  const publish = usePublish();
  const { agent, settings } = mine;
  const published = agent.isPublished;
  const shareUrl = `${window.location.origin}/chats/${agent.name}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      showToast({ message: LL.studio.myAgent.copied() });
    } catch {
      showToast({ message: LL.studio.myAgent.copyFailed({ url: shareUrl }), type: 'error' });
    }
  };
  const doPublish = async () => {
    try {
      await publish.mutateAsync();
      showToast({ message: LL.studio.myAgent.published() });
    } catch (error) {
      showToast({ message: errorMessage(LL, error), type: 'error' });
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {LL.studio.myAgent.heading()}
      </Heading>
      <Card.Root variant="elevated" data-testid="agent-card">
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
            <Avatar name={agent.displayName} src={agent.avatarUrl ?? undefined} size="2xl" />
            <Stack gap="1" flex="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Heading as="h2" size="xl">
                  {agent.displayName}
                </Heading>
                <Badge colorPalette={published ? 'success' : 'warning'} variant="solid" data-testid="agent-status">
                  {published ? LL.studio.myAgent.status.published() : LL.studio.myAgent.status.draft()}
                </Badge>
              </HStack>
              <Text color="fg.muted">@{agent.name}</Text>
              {agent.bio ? <Text>{agent.bio}</Text> : null}
              <Text fontSize="sm" color="fg.muted">
                {LL.studio.myAgent.price({ points: agent.messagePrice, free: agent.freeMessages })} · {LL.studio.myAgent.fans({ count: agent.fanCount })}
              </Text>
              <Text fontSize="sm">{published ? LL.studio.myAgent.publishedHint() : LL.studio.myAgent.draftHint()}</Text>
            </Stack>
            {!published ? (
              <Button size="lg" onClick={doPublish} loadingText={LL.studio.myAgent.publishing()}>
                {LL.studio.myAgent.publish()}
              </Button>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Box as="section" aria-label={LL.studio.myAgent.shortcuts()}>
        <ColumnGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          <Shortcut to="/my-agent/statistics" title={LL.studio.myAgent.statistics()} help={LL.studio.myAgent.statisticsHelp()} />
          <Shortcut to="/my-agent/agent-setting" title={LL.studio.myAgent.settings()} help={LL.studio.myAgent.settingsHelp()} />
          <Shortcut to="/my-agent/agent-setting/media" title={LL.studio.myAgent.media()} help={LL.studio.myAgent.mediaHelp()} />
          <Shortcut title={LL.studio.myAgent.shareLink()} help={LL.studio.myAgent.shareLinkHelp()} onClick={copyLink} />
        </ColumnGrid>
      </Box>

      <TryOut settings={settings} language={agent.language} welcomeMessage={agent.welcomeMessage} />
    </Stack>
  );
};
