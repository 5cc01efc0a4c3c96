import type { AgentPublic, AgentSettings, UpdateAgentSettingsRequest } from '@/api/generated/model';
import type { Drafts } from '../hooks/wizard-drafts';
import type { SettingsForm, SettingsFormOutput } from './settings-form';
import { toTextList } from './step-values';

// The agent settings form's values: from the saved agent, to the PATCH body, and after a card
// import. Without Zod: the form draws with them before its rules (./settings-form.ts) load.

type Agent = Pick<AgentPublic, 'displayName' | 'bio'>;

/** The form's values for the saved agent. */
export const toSettingsForm = (agent: Agent, s: AgentSettings): SettingsForm => ({
  displayName: agent.displayName,
  bio: agent.bio,
  extroversion: { level: s.extroversion.level },
  personality: {
    traits: [...s.personality.traits],
    description: s.personality.description,
    expression: s.personality.expression ?? '',
    notes: s.personality.notes ?? '',
  },
  emoji: { emojis: [...s.emoji.emojis], frequency: s.emoji.frequency },
  reaction: { reactions: [...s.reaction.reactions] },
  mustKnowInfo: { items: [...s.mustKnowInfo.items] },
  prohibitedTopics: { items: [...s.prohibitedTopics.items] },
  welcomeMessage: { text: s.welcomeMessage.text },
  messagePrice: s.messagePrice,
  freeMessages: s.freeMessages,
});

/** The PATCH body for the form's values (every field: the form edits them all). */
export const toUpdateRequest = (form: SettingsFormOutput): UpdateAgentSettingsRequest => ({
  displayName: form.displayName.trim(),
  bio: form.bio.trim(),
  extroversionLevel: form.extroversion.level,
  personality: {
    traits: form.personality.traits,
    description: form.personality.description.trim(),
    expression: (form.personality.expression ?? '').trim(),
    notes: (form.personality.notes ?? '').trim(),
  },
  emoji: form.emoji,
  reaction: form.reaction,
  mustKnowInfo: toTextList(form.mustKnowInfo),
  prohibitedTopics: toTextList(form.prohibitedTopics),
  welcomeMessage: form.welcomeMessage.text.trim(),
  messagePrice: form.messagePrice,
  freeMessages: form.freeMessages,
});

/**
 * The form's values after importing a card: each field the card has a value for replaces
 * the current one; the others stay as they are (the creator reviews, then saves).
 */
export const applyCardDrafts = (current: SettingsForm, drafts: Drafts): SettingsForm => {
  const p = drafts.personality;
  return {
    ...current,
    displayName: drafts.basicInformation?.displayName || current.displayName,
    bio: drafts.basicInformation?.bio || current.bio,
    extroversion: drafts.extroversion ?? current.extroversion,
    personality: {
      traits: p?.traits && p.traits.length > 0 ? [...p.traits] : current.personality.traits,
      description: p?.description || current.personality.description,
      expression: p?.expression || current.personality.expression,
      notes: p?.notes || current.personality.notes,
    },
    emoji: drafts.emoji ?? current.emoji,
    reaction: drafts.reaction ?? current.reaction,
    mustKnowInfo: drafts.mustKnowInfo ?? current.mustKnowInfo,
    prohibitedTopics: drafts.prohibitedTopics ?? current.prohibitedTopics,
    welcomeMessage: drafts.welcomeMessage ?? current.welcomeMessage,
  };
};

/**
 * Only the parts that changed: PATCH replaces what it carries, so a part this screen did not
 * touch is never overwritten with the copy it loaded (another tab may have saved it since).
 */
export const changedSettings = (next: UpdateAgentSettingsRequest, saved: UpdateAgentSettingsRequest): UpdateAgentSettingsRequest =>
  Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof UpdateAgentSettingsRequest])),
  ) as UpdateAgentSettingsRequest;
