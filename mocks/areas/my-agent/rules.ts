import { mediaPriceInPointsLockedMin } from '@/api/generated/limits/rules';
import type { MyAgentResponse, Progress, UpdateAgentSettingsRequest } from '@/api/generated/model';
import { getDb } from '../../db/store';
import type { AgentRow, UserRow } from '../../db/schema';
import { fail } from '../../http/errors';
import { toAgentPublic } from '../agents/rules';

// The creator's own agent. Owning an agent is what makes a user a creator: every
// my-agent, statistics and payout call without one is refused with AgentRequired.
export const ownedAgentOf = (userId: string): AgentRow | undefined => getDb().agents.find((a) => a.ownerId === userId);

export const requireOwnedAgent = (user: UserRow): AgentRow => {
  const agent = ownedAgentOf(user.id);
  if (!agent) throw fail.agentRequired();
  return agent;
};

const allSteps = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Both progress markers: the wizard's (before-onboarding → in-progress → completed) and the
 * agent's (before-onboarding → draft → published). Creators seeded without a wizard row
 * count as having finished it.
 */
export const progressOf = (userId: string): Progress => {
  const row = getDb().onboardings.find((o) => o.userId === userId);
  const agent = ownedAgentOf(userId);
  const agentProgress: Progress['agent'] = !agent ? 'before-onboarding' : agent.isPublished ? 'published' : 'draft';
  if (row) return { onboarding: row.status, agent: agentProgress, completedSteps: [...row.completedSteps].sort((a, b) => a - b) };
  return agent
    ? { onboarding: 'completed', agent: agentProgress, completedSteps: allSteps }
    : { onboarding: 'before-onboarding', agent: agentProgress, completedSteps: [] };
};

export const toMyAgentResponse = (agent: AgentRow): MyAgentResponse => ({
  agent: toAgentPublic(agent),
  settings: agent.settings,
  progress: progressOf(agent.ownerId ?? ''),
});

/** Applies a settings change to both the public columns and the settings document. */
export const applySettings = (agent: AgentRow, change: UpdateAgentSettingsRequest): void => {
  const s = agent.settings;
  if (change.displayName !== undefined) {
    agent.displayName = change.displayName;
    s.basicInformation = { ...s.basicInformation, displayName: change.displayName };
  }
  if (change.bio !== undefined) {
    agent.bio = change.bio;
    s.basicInformation = { ...s.basicInformation, bio: change.bio };
  }
  if (change.extroversionLevel !== undefined) s.extroversion = { level: change.extroversionLevel };
  if (change.personality) s.personality = change.personality;
  if (change.chatExamples) s.chatExamples = change.chatExamples;
  if (change.emoji) s.emoji = change.emoji;
  if (change.reaction) s.reaction = change.reaction;
  if (change.mustKnowInfo) s.mustKnowInfo = change.mustKnowInfo;
  if (change.prohibitedTopics) s.prohibitedTopics = change.prohibitedTopics;
  if (change.welcomeMessage !== undefined) {
    agent.welcomeMessage = change.welcomeMessage;
    s.welcomeMessage = { text: change.welcomeMessage };
  }
  if (change.messagePrice !== undefined) {
    agent.messagePrice = change.messagePrice;
    s.messagePrice = change.messagePrice;
  }
  if (change.freeMessages !== undefined) {
    agent.freeMessages = change.freeMessages;
    s.freeMessages = change.freeMessages;
  }
};

/** The owner's media item, or 404 (another creator's media is as good as absent). */
export const ownMedia = (agent: AgentRow, mediaId: string) => {
  const media = getDb().media.find((m) => m.id === mediaId && m.agentId === agent.id);
  if (!media) throw fail.notFound('No such media.');
  return media;
};

/** The agent's album in the creator's order: unordered (new) items first, newest first. */
export const orderedMedia = (agent: AgentRow) => {
  const order = agent.mediaOrder ?? [];
  const rank = (id: string) => order.indexOf(id);
  return getDb()
    .media.filter((m) => m.agentId === agent.id)
    .sort((a, b) => {
      const ra = rank(a.id);
      const rb = rank(b.id);
      if (ra === -1 && rb === -1) return b.createdAt.localeCompare(a.createdAt);
      if (ra === -1) return -1;
      if (rb === -1) return 1;
      return ra - rb;
    });
};

/**
 * A locked media item costs at least the contract's `x-locked-minimum` (Media.priceInPoints);
 * 0 is the price of a free, unlocked item. Checked on the item as it would be after a change.
 */
export const requireLockedPrice = (locked: boolean, priceInPoints: number): void => {
  if (locked && priceInPoints < mediaPriceInPointsLockedMin) {
    throw fail.validation([{ path: 'priceInPoints', message: `A locked item costs at least ${mediaPriceInPointsLockedMin} point.` }]);
  }
};
