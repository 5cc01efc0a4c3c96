import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMatch, useLocation } from 'react-router';
import { getGetAgentInfoQueryOptions, getListAgentsQueryOptions } from '@/api/generated/endpoints/agents/agents';
import { getListChatsQueryOptions } from '@/api/generated/endpoints/chat/chat';
import type { AgentInfoResponse, AgentPublic } from '@/api/generated/model';
import { ChatStyle } from '@/api/generated/model';
import { prefetchFirstPage } from '@/features/chat/lib/first-page';
import { oneTaskEach } from '@/lib/next-task';
import { loadForUser, whenUserKnown } from '@/lib/session';
import { RouteCheckFailed } from '../errors/route-check-failed';
import type { PrefetchArgs } from './route-page';

// The contract's chat styles (its enum), not a copy.
export const chatStyles = Object.values(ChatStyle);
export const isChatStyle = (value: unknown): value is ChatStyle => chatStyles.includes(value as ChatStyle);

// What a route fetches (or checks) before its screen draws (route-page.tsx): the first
// screen's before React renders at all (mount.tsx), a next screen's while the one before stays.
// A screen reads the result with useRouteData.

// A first screen's requests are sent one task each (oneTaskEach), apart from the start-up's other
// work: a fetch's call is a few milliseconds of script, and the start-up's calls sent together
// were one long task (docs/decisions/performance-budgets.md, thirty-second round).

/**
 * Before /chats/{agentName} opens: the agent's public info and the user's channel (and, in
 * parallel, the newest page of messages), beside the start-up check (loadForUser). A failure
 * reaches the route's error page with the server's status and description. Guests get
 * nothing here; the route's guard sends them to sign in.
 */
export const agentInfoLoader =
  (queryClient: QueryClient) =>
  async ({ params }: PrefetchArgs): Promise<AgentInfoResponse | null> => {
    const agentName = params.agentName;
    if (!agentName) return null;
    // The newest messages load alongside the agent, so the screen's first render shows them
    // (a failure there is not the route's: the screen offers its own retry).
    const loaded = await loadForUser(() =>
      Promise.all(oneTaskEach([() => queryClient.ensureQueryData(getGetAgentInfoQueryOptions(agentName)), () => prefetchFirstPage(queryClient, agentName)])),
    );
    return loaded?.[0] ?? null;
  };

/**
 * Before /chats opens: the user's chats and the discovery list, beside the start-up check
 * (loadForUser), so the screen's first render shows them. Otherwise each list's arrival
 * re-renders the screen synchronously (React Query's updates are not time-sliced) right after
 * the first paint, which a phone feels as a blocked main thread. Lists already cached show at
 * once (the screen refreshes them itself); a failure is the screen's to show, with its own
 * retry, not the route's.
 */
export const chatListLoader =
  (queryClient: QueryClient) =>
  async (): Promise<null> => {
    const ignoreFailure = (): undefined => undefined;
    await loadForUser(() =>
      Promise.all(
        oneTaskEach([
          () => queryClient.ensureQueryData(getListChatsQueryOptions()).catch(ignoreFailure),
          () => queryClient.ensureQueryData(getListAgentsQueryOptions()).catch(ignoreFailure),
        ]),
      ),
    );
    return null;
  };

/**
 * `{chatStyle}` must be one of the four chat styles; anything else is not found, for guests
 * too: the check wraps the wizard's guard (as the data router ran its loader before the guard
 * rendered), so it throws to the root layout's error boundary.
 */
export const ChatStyleCheck = ({ path, children }: { path: string; children: ReactNode }) => {
  const { pathname } = useLocation();
  const match = useMatch(path);
  if (match && !isChatStyle(match.params.chatStyle)) throw new RouteCheckFailed(pathname);
  return children;
};

/**
 * Before the demo chat opens: the published agent, looked up without signing in. An
 * unknown (or unpublished) agent is a 404, not an empty demo.
 */
export const demoAgentLoader =
  (queryClient: QueryClient) =>
  async ({ params, pathname }: PrefetchArgs): Promise<AgentPublic> => {
    const name = params.agentName ?? '';
    // After the session check, which may clear the query cache (and cancel what is in it).
    await whenUserKnown();
    const { agents } = await queryClient.fetchQuery(getListAgentsQueryOptions({ q: name }));
    const agent = agents.find((a) => a.name === name);
    if (!agent) throw new RouteCheckFailed(pathname);
    return agent;
  };
