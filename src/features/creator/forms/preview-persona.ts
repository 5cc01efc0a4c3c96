import type { ChatExamples, ChatStyle, PreviewPersona } from '@/api/generated/model';
import { sendTestChatMessageBody } from '@/api/generated/zod/my-agent/my-agent.zod';
import type { Drafts } from '../hooks/wizard-drafts';
import type { SavedAnswers } from './saved-persona';

// What the live preview sends as `persona`: the saved answers with the unsaved drafts on top.
// A half-typed draft may break a rule (no trait chosen yet); such a part is left out, so the
// preview keeps showing the last valid version instead of failing.
const personaSchema = sendTestChatMessageBody.shape.persona.unwrap();
const parts = personaSchema.shape;

const valid = <K extends keyof typeof parts>(key: K, value: unknown): PreviewPersona[K] | undefined => {
  const parsed = parts[key].safeParse(value);
  return parsed.success ? (parsed.data as PreviewPersona[K]) : undefined;
};

const mergeExamples = (saved: ChatExamples | undefined, drafts: Drafts['chatExamples']): ChatExamples => {
  const merged: ChatExamples = { ...saved };
  for (const [style, value] of Object.entries(drafts ?? {}) as [ChatStyle, ChatExamples[ChatStyle]][]) {
    const checked = valid('chatExamples', { [style]: value });
    if (checked?.[style]) merged[style] = checked[style];
  }
  return merged;
};

export const buildPersona = (saved: SavedAnswers, drafts: Drafts = {}): PreviewPersona => {
  const persona: PreviewPersona = {};
  const set = <K extends keyof PreviewPersona>(key: K, draft: unknown, fallback: unknown) => {
    const value = valid(key, draft) ?? valid(key, fallback);
    if (value !== undefined) persona[key] = value;
  };
  set('displayName', drafts.basicInformation?.displayName, saved.displayName);
  set('language', drafts.basicInformation?.language, saved.language);
  set('extroversionLevel', drafts.extroversion?.level, saved.extroversionLevel);
  set('personality', drafts.personality, saved.personality);
  persona.chatExamples = mergeExamples(saved.chatExamples, drafts.chatExamples);
  set('emoji', drafts.emoji, saved.emoji);
  set('reaction', drafts.reaction, saved.reaction);
  set('mustKnowInfo', drafts.mustKnowInfo?.items.filter((t) => t.trim()), saved.mustKnowInfo);
  set('prohibitedTopics', drafts.prohibitedTopics?.items.filter((t) => t.trim()), saved.prohibitedTopics);
  set('welcomeMessage', drafts.welcomeMessage?.text, saved.welcomeMessage);
  return persona;
};
