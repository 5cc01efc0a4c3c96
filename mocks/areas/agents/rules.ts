import type { AgentPublic } from '@/api/generated/model';
import { getDb } from '../../db/store';
import type { AgentRow, UserRow } from '../../db/schema';
import { fail } from '../../http/errors';

// Who may see an agent, and how it looks to the outside. An unpublished agent (a draft
// fresh from onboarding) exists only for its owner: anyone else gets the same 404 as for a
// name that was never taken, so drafts cannot be probed.
export const fanCountOf = (agent: AgentRow): number => {
  const fans = new Set(getDb().channels.filter((c) => c.agentId === agent.id).map((c) => c.userId));
  return agent.baseFanCount + fans.size;
};

export const toAgentPublic = (agent: AgentRow): AgentPublic => ({
  id: agent.id,
  name: agent.name,
  displayName: agent.displayName,
  avatarUrl: agent.avatarUrl,
  bio: agent.bio,
  language: agent.language,
  tags: agent.tags,
  messagePrice: agent.messagePrice,
  freeMessages: agent.freeMessages,
  isPublished: agent.isPublished,
  welcomeMessage: agent.welcomeMessage,
  fanCount: fanCountOf(agent),
});

export const isVisibleTo = (agent: AgentRow, viewer: UserRow | null): boolean =>
  agent.isPublished || (viewer !== null && agent.ownerId === viewer.id);

/** The agent by id or by name, as the viewer may see it; 404 otherwise. */
export const visibleAgent = (idOrName: string, viewer: UserRow | null): AgentRow => {
  const agent = getDb().agents.find((a) => a.id === idOrName || a.name === idOrName);
  if (!agent || !isVisibleTo(agent, viewer)) throw fail.notFound('No agent has that name.');
  return agent;
};

/** Published agents matching a free-text query over name, display name and tags. */
export const searchAgents = (q: string | undefined): AgentRow[] => {
  const needle = q?.trim().toLowerCase() ?? '';
  return getDb()
    .agents.filter((a) => a.isPublished)
    .filter(
      (a) =>
        !needle ||
        a.name.toLowerCase().includes(needle) ||
        a.displayName.toLowerCase().includes(needle) ||
        a.tags.some((tag) => tag.toLowerCase().includes(needle)),
    );
};
