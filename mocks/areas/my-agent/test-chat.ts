import type { AgentSettings, ChatExampleSetting, Locale, PreviewPersona } from '@/api/generated/model';
import type { AgentRow, OnboardingRow } from '../../db/schema';
import { keywordsOf, sharedKeywords } from '@/lib/text/keywords';
import { personaReply } from '../chat/persona-reply';

// The test chat (and the wizard's live preview) answers as the persona would with the
// settings being tried: saved settings (or the wizard's answers), overridden by the request's
// `persona`. On top of the shared persona engine it does what a creator checks before
// publishing: a question that touches a prohibited topic is deflected, and a question about a
// must-know fact is answered with that fact.

interface TestPersona {
  displayName: string;
  language: Locale;
  settings: AgentSettings;
}

const emptySettings = (language: Locale, displayName: string): AgentSettings => ({
  basicInformation: { agentName: 'draft', displayName, bio: '', language },
  extroversion: { level: 3 },
  personality: { traits: ['CHEERFUL'], description: '' },
  chatExamples: {},
  emoji: { emojis: [], frequency: 'NEVER' },
  reaction: { reactions: [] },
  mustKnowInfo: { items: [] },
  prohibitedTopics: { items: [] },
  welcomeMessage: { text: '' },
  messagePrice: 0,
  freeMessages: 0,
});

/** The persona of an agent, or of a wizard in progress (blank until its first answer). */
export const basePersona = (agent: AgentRow | undefined, onboarding: OnboardingRow | undefined): TestPersona => {
  if (agent) return { displayName: agent.displayName, language: agent.language, settings: agent.settings };
  const language = onboarding?.basicInformation?.language ?? 'en';
  const base = emptySettings(language, onboarding?.basicInformation?.displayName ?? '');
  if (!onboarding) return { displayName: base.basicInformation.displayName, language, settings: base };
  return {
    displayName: base.basicInformation.displayName,
    language,
    settings: {
      ...base,
      basicInformation: onboarding.basicInformation ?? base.basicInformation,
      extroversion: onboarding.extroversion ?? base.extroversion,
      personality: onboarding.personality ?? base.personality,
      chatExamples: onboarding.chatExamples,
      emoji: onboarding.emoji ?? base.emoji,
      reaction: onboarding.reaction ?? base.reaction,
      mustKnowInfo: onboarding.mustKnowInfo ?? base.mustKnowInfo,
      prohibitedTopics: onboarding.prohibitedTopics ?? base.prohibitedTopics,
      welcomeMessage: onboarding.welcomeMessage ?? base.welcomeMessage,
    },
  };
};

/** The persona with the request's unsaved edits on top. */
export const withOverrides = (base: TestPersona, persona: PreviewPersona | undefined): TestPersona => {
  if (!persona) return base;
  const s = base.settings;
  return {
    displayName: persona.displayName?.trim() || base.displayName,
    language: persona.language ?? base.language,
    settings: {
      ...s,
      extroversion: persona.extroversionLevel ? { level: persona.extroversionLevel } : s.extroversion,
      personality: persona.personality ?? s.personality,
      chatExamples: persona.chatExamples ?? s.chatExamples,
      emoji: persona.emoji ?? s.emoji,
      reaction: persona.reaction ?? s.reaction,
      mustKnowInfo: persona.mustKnowInfo ? { items: persona.mustKnowInfo.filter((t) => t.trim()) } : s.mustKnowInfo,
      prohibitedTopics: persona.prohibitedTopics ? { items: persona.prohibitedTopics.filter((t) => t.trim()) } : s.prohibitedTopics,
      welcomeMessage: persona.welcomeMessage !== undefined ? { text: persona.welcomeMessage } : s.welcomeMessage,
    },
  };
};

const normalise = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const deflections: Record<Locale, string> = {
  en: "Hmm, that's something I'd rather keep private. Let's talk about something else!",
  ja: 'ごめんね、その話はひみつにさせて。ほかの話をしよう！',
};
const factLead: Record<Locale, string> = { en: 'Good question!', ja: 'いい質問！' };

/** The reply a fan would get, with nothing stored. `turn` counts the replies before it. */
export const testChatReply = (persona: TestPersona, text: string, turn: number): string => {
  const { settings, language } = persona;
  const asked = keywordsOf(text);
  if (settings.prohibitedTopics.items.some((topic) => sharedKeywords(asked, keywordsOf(topic)) > 0)) return deflections[language];

  const said = normalise(text);
  for (const set of Object.values(settings.chatExamples)) {
    const example = (set as ChatExampleSetting | undefined)?.examples.find((e) => normalise(e.fanMessage) === said);
    if (example) return example.agentReply;
  }

  const fact = settings.mustKnowInfo.items
    .map((item) => ({ item, score: sharedKeywords(asked, keywordsOf(item)) }))
    .filter((f) => f.score > 0)
    .sort((a, b) => b.score - a.score)[0];
  if (fact) return `${factLead[language]} ${fact.item}`;

  return personaReply({ displayName: persona.displayName, language, settings }, text, turn);
};
