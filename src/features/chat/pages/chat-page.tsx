import { Text } from '@chakra-ui/react';
import { useLoaderData } from 'react-router';
import type { AgentInfoResponse } from '@/api/generated/model';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useI18nContext } from '@/i18n/i18n-react';

// Placeholder until the chat issue builds the real screen; the route's loader has already
// fetched the agent and the channel.
export default function ChatPage() {
  const { LL } = useI18nContext();
  const info = useLoaderData() as AgentInfoResponse | null;
  const name = info?.agent.displayName ?? '';
  return (
    <PlaceholderPage title={LL.pages.titles.chat({ agentName: name })} area={LL.pages.areas.chat()}>
      {info ? <Text data-testid="agent-bio">{info.agent.bio}</Text> : null}
    </PlaceholderPage>
  );
}
