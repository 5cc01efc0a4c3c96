import type { AgentSettings, MyAgentResponse, OnboardingResponse } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import { avatarImage } from '../../db/images';
import type { AgentRow, OnboardingRow, UserRow } from '../../db/schema';
import { MockApiError, fail, type FieldProblem } from '../../http/errors';
import { toMedia } from '../my-agent/media-upload';
import { ownedAgentOf, progressOf, toMyAgentResponse } from '../my-agent/rules';

// The wizard's answers are kept per user until completion turns them into a draft agent.
export const emptyOnboarding = (userId: string): OnboardingRow => ({
  userId,
  basicInformation: null,
  extroversion: null,
  personality: null,
  chatExamples: {},
  emoji: null,
  reaction: null,
  mustKnowInfo: null,
  prohibitedTopics: null,
  welcomeMessage: null,
  completedSteps: [],
  status: 'before-onboarding',
});

/** The user's wizard row, created on first save. */
export const onboardingRowOf = (userId: string): OnboardingRow => {
  const db = getDb();
  let row = db.onboardings.find((o) => o.userId === userId);
  if (!row) {
    row = emptyOnboarding(userId);
    db.onboardings.push(row);
  }
  return row;
};

const wizardMedia = (userId: string) => {
  const agentId = ownedAgentOf(userId)?.id ?? null;
  return getDb().media.filter((m) => m.ownerId === userId && (m.agentId === null || m.agentId === agentId));
};

/** Which of the eight steps are done; steps 5 and 6 each have two screens, both needed. */
export const stepsDone = (row: OnboardingRow, mediaCount: number): number[] => {
  const done: [number, boolean][] = [
    [1, row.basicInformation !== null],
    [2, row.extroversion !== null],
    [3, row.personality !== null],
    [4, Object.values(row.chatExamples).some((s) => (s?.examples.length ?? 0) > 0)],
    [5, row.emoji !== null && row.reaction !== null],
    [6, row.mustKnowInfo !== null && row.prohibitedTopics !== null],
    [7, mediaCount > 0],
    [8, row.welcomeMessage !== null],
  ];
  return done.filter(([, ok]) => ok).map(([step]) => step);
};

/** Records a saved step: the wizard is in progress until it is completed. */
export const touch = (row: OnboardingRow): void => {
  row.completedSteps = stepsDone(row, wizardMedia(row.userId).length);
  if (row.status === 'before-onboarding') row.status = 'in-progress';
};

export const toOnboardingResponse = (userId: string): OnboardingResponse => {
  const row = getDb().onboardings.find((o) => o.userId === userId) ?? emptyOnboarding(userId);
  return {
    settings: {
      basicInformation: row.basicInformation,
      extroversion: row.extroversion,
      personality: row.personality,
      chatExamples: row.chatExamples,
      emoji: row.emoji,
      reaction: row.reaction,
      mustKnowInfo: row.mustKnowInfo,
      prohibitedTopics: row.prohibitedTopics,
      media: wizardMedia(userId).map(toMedia),
      welcomeMessage: row.welcomeMessage,
    },
    progress: progressOf(userId),
  };
};

/** An agent name is one namespace: another agent (not the user's own) already holding it wins. */
export const assertAgentNameFree = (name: string, userId: string): void => {
  if (getDb().agents.some((a) => a.name === name && a.ownerId !== userId)) {
    throw new MockApiError(409, 'UsernameTaken', 'That agent name is taken.');
  }
};

const required: [keyof OnboardingRow, string][] = [
  ['basicInformation', 'Step 1, basic information, is missing.'],
  ['extroversion', 'Step 2, extroversion, is missing.'],
  ['personality', 'Step 3, personality, is missing.'],
  ['mustKnowInfo', 'Step 6, must-know information, is missing.'],
  ['prohibitedTopics', 'Step 6, prohibited topics, is missing.'],
  ['welcomeMessage', 'Step 8, the welcome message, is missing.'],
];

// New agents start with the platform's default prices; the creator changes them in settings.
const defaultMessagePrice = 10;
const defaultFreeMessages = 3;

/** Turns the finished wizard into a draft agent owned by the user. */
export const completeOnboardingFor = (user: UserRow): MyAgentResponse => {
  if (ownedAgentOf(user.id)) throw fail.alreadyAdded('You already have an agent.');
  const row = onboardingRowOf(user.id);
  const missing: FieldProblem[] = required.filter(([key]) => row[key] === null).map(([path, message]) => ({ path, message }));
  if (missing.length > 0) throw fail.validation(missing, 'Some required steps are missing.');
  const { basicInformation, extroversion, personality, mustKnowInfo, prohibitedTopics, welcomeMessage } = row;
  if (!basicInformation || !extroversion || !personality || !mustKnowInfo || !prohibitedTopics || !welcomeMessage) {
    throw fail.validation([], 'Some required steps are missing.');
  }
  assertAgentNameFree(basicInformation.agentName, user.id);

  const settings: AgentSettings = {
    basicInformation,
    extroversion,
    personality,
    chatExamples: row.chatExamples,
    emoji: row.emoji ?? { emojis: [], frequency: 'NEVER' },
    reaction: row.reaction ?? { reactions: [] },
    mustKnowInfo,
    prohibitedTopics,
    welcomeMessage,
    messagePrice: defaultMessagePrice,
    freeMessages: defaultFreeMessages,
  };
  const agent: AgentRow = {
    id: newId('agt'),
    ownerId: user.id,
    name: basicInformation.agentName,
    displayName: basicInformation.displayName,
    avatarUrl: user.avatarUrl ?? avatarImage(basicInformation.displayName, 280),
    bio: basicInformation.bio,
    language: basicInformation.language,
    tags: [],
    messagePrice: defaultMessagePrice,
    freeMessages: defaultFreeMessages,
    isPublished: false,
    welcomeMessage: welcomeMessage.text,
    settings,
    baseFanCount: 0,
    createdAt: nowIso(),
  };
  const db = getDb();
  db.agents.push(agent);
  for (const media of db.media) if (media.ownerId === user.id && media.agentId === null) media.agentId = agent.id;
  row.status = 'completed';
  row.completedSteps = stepsDone(row, wizardMedia(user.id).length);
  return toMyAgentResponse(agent);
};
