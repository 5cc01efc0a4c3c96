import { Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import type { MyAgentResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useI18nContext } from '@/i18n/i18n-react';
import { ownsAgent } from '@/lib/session';
import { useMyAgent } from '../hooks/use-my-agent';

/**
 * Loads the creator's agent for a settings screen: a spinner while it loads, the wizard for a
 * user without an agent (see docs/decisions/agent-settings.md), a retry when loading fails.
 */
export const MyAgentGate = (props: GateProps) =>
  // The session already knows whether the user owns an agent: asking the server would only
  // earn a 403 (/edit is open to every signed-in user).
  ownsAgent() ? <MyAgentLoader {...props} /> : <Navigate to="/onboarding" replace />;

interface GateProps {
  heading: string;
  children: (mine: MyAgentResponse) => ReactNode;
}

/**
 * The agent, once loaded: a spinner meanwhile, the wizard when the server says there is no agent
 * yet (the progress markers), and a retry under the screen's heading when loading fails.
 */
export const MyAgentLoader = ({ heading, children }: GateProps) => {
  const { LL } = useI18nContext();
  const query = useMyAgent();
  if (query.isPending) {
    return (
      <Center py="16">
        <LoadingSpinner size="lg" label={LL.shell.loading()} />
      </Center>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.name === 'AgentRequired') return <Navigate to="/onboarding" replace />;
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        <FormAlert action={<Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void query.refetch()}>{LL.creator.wizard.retry()}</Button>}>
          {LL.studio.myAgent.loadFailed()}
        </FormAlert>
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
};
