import { Badge, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListAgents } from '@/api/generated/endpoints/agents/agents';
import type { AgentPublic } from '@/api/generated/model';
import { listAgentsQueryQMax } from '@/api/generated/limits/agents';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useI18nContext } from '@/i18n/i18n-react';

/** Published agents the fan has not chatted with yet, with a search. */
export const Discovery = ({ chattedWith }: { chattedWith: ReadonlySet<string> }) => {
  const { LL } = useI18nContext();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const agents = useListAgents(q ? { q } : undefined, { query: { placeholderData: (previous) => previous } });
  const fresh = (agents.data?.agents ?? []).filter((a) => !chattedWith.has(a.name));
  return (
    <Stack as="section" gap="3" aria-labelledby="discover-heading" data-testid="discovery">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="discover-heading">
          {LL.chat.discover.title()}
        </Heading>
        <Input
          type="search"
          size="sm"
          maxW={{ base: 'full', sm: '64' }}
          value={query}
          maxLength={listAgentsQueryQMax}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={LL.chat.discover.searchPlaceholder()}
          aria-label={LL.chat.discover.search()}
          data-testid="discover-search"
        />
      </HStack>
      {agents.isLoading ? (
        <ColumnGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="36" borderRadius="xl" />
          ))}
        </ColumnGrid>
      ) : agents.isError ? (
        <Text color="fg.error" role="alert">
          {LL.chat.discover.error()}
        </Text>
      ) : fresh.length === 0 ? (
        <Text color="fg.muted">{q ? LL.chat.discover.noResults({ query: q }) : LL.chat.discover.allChatted()}</Text>
      ) : (
        <ColumnGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none">
          {fresh.map((agent) => (
            <AgentCard key={agent.id} agent={agent} />
          ))}
        </ColumnGrid>
      )}
    </Stack>
  );
};

const AgentCard = ({ agent }: { agent: AgentPublic }) => {
  const { LL } = useI18nContext();
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="agent-card" data-agent={agent.name}>
      <Card.Body gap="2">
        <HStack gap="3">
          <Avatar name={agent.displayName} src={agent.avatarUrl} size="lg" />
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate>
              {agent.displayName}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {LL.chat.discover.fans({ count: agent.fanCount })}
            </Text>
          </Stack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {agent.bio}
        </Text>
        <HStack gap="1" wrap="wrap">
          {agent.freeMessages > 0 ? (
            <Badge colorPalette="success" variant="subtle">
              {LL.chat.discover.free({ count: agent.freeMessages })}
            </Badge>
          ) : null}
          <Badge variant="subtle">{LL.chat.discover.price({ count: agent.messagePrice })}</Badge>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" color="primary" variant="soft" w="full">
          <RouterLink to={`/chats/${agent.name}`} aria-label={LL.chat.list.openChat({ name: agent.displayName })}>
            {LL.chat.discover.start()}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
};
