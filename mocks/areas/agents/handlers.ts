import { http } from 'msw';
import type { AgentInfoResponse, AgentListResponse } from '@/api/generated/model';
import { getAgentInfoParams, listAgentsQueryParams } from '@/api/generated/zod/agents/agents.zod';
import { saveDb } from '../../db/store';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { queryOf, validate } from '../../http/validate';
import { openChannel, toChannel } from '../chat/channels';
import { fanCountOf, searchAgents, toAgentPublic, visibleAgent } from './rules';

export const agentsHandlers = [
  http.get(
    apiPath('/agent/info/:agentIdOrName'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { agentIdOrName } = validate(getAgentInfoParams, params);
      const agent = visibleAgent(agentIdOrName, user);
      const { channel, created } = openChannel(user.id, agent);
      // A GET is not persisted by `route`, but opening a channel is a change worth keeping.
      if (created) saveDb();
      return json<AgentInfoResponse>({ agent: toAgentPublic(agent), channel: toChannel(channel) });
    }),
  ),

  http.get(
    apiPath('/agents'),
    route(({ request }) => {
      const { q } = validate(listAgentsQueryParams, queryOf(request));
      const agents = searchAgents(q)
        .map((agent) => ({ agent, fans: fanCountOf(agent) }))
        .sort((a, b) => b.fans - a.fans)
        .map(({ agent }) => toAgentPublic(agent));
      return json<AgentListResponse>({ agents });
    }),
  ),
];
