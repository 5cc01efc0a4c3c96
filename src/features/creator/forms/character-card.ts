import { z } from 'zod';
import type { ChatExampleSetting, ChatStyle, PersonalityTrait } from '@/api/generated/model';
import { PersonalityTrait as Traits } from '@/api/generated/model';
import {
  saveOnboardingBasicInformationBody,
  saveOnboardingChatExampleBody,
  saveOnboardingEmojiBody,
    saveOnboardingReactionBody,
  saveOnboardingWelcomeMessageBody,
} from '@/api/generated/zod/onboarding/onboarding.zod';
import { meaningfulTextRule } from '@/lib/validation/creator-rules';
import type { Drafts } from '../hooks/wizard-drafts';
import { maxCardBytes } from './card-file';
import { charToken, userToken } from './character-card-export';
import { chatStyles } from './wizard-screens';

// Character Card V2/V3 (the community format of SillyTavern and others) ⇄ Kizuna's settings.
// The mapping is documented in docs/decisions/character-card.md. Export writes the standard
// fields so other apps understand the twin, plus `data.extensions.kizuna` with the exact
// settings, so a Kizuna card imports back to the same settings. Import of a foreign card
// reads the standard fields; anything that does not fit a Kizuna rule is left out (and the
// wizard asks for it) rather than refused. Export is in ./character-card-export.ts, without
// zod, so that the pages with an export button do not load the forms stack.


const text = z.string().catch('');
const strings = z.array(z.string()).catch([]);

const kizunaExtension = z
  .object({
    agentName: z.string().optional(),
    language: z.enum(['en', 'ja']).optional(),
    extroversionLevel: z.number().int().min(1).max(5).optional(),
    traits: z.array(z.string()).optional(),
    expression: z.string().optional(),
    chatExamples: z.record(z.string(), z.unknown()).optional(),
    emoji: z.unknown().optional(),
    reaction: z.unknown().optional(),
    mustKnowInfo: z.array(z.string()).optional(),
    prohibitedTopics: z.array(z.string()).optional(),
  })
  .partial();

const cardData = z.object({
  name: z.string(),
  description: text,
  personality: text,
  scenario: text,
  first_mes: text,
  mes_example: text,
  creator_notes: text,
  system_prompt: text,
  post_history_instructions: text,
  tags: strings,
  nickname: z.string().optional().catch(undefined),
  character_book: z
    .object({ entries: z.array(z.object({ content: text, keys: strings.optional() }).passthrough()).catch([]) })
    .passthrough()
    .optional()
    .catch(undefined),
  extensions: z.object({ kizuna: kizunaExtension.optional().catch(undefined) }).passthrough().optional().catch(undefined),
});

export type CardData = z.infer<typeof cardData>;

export type CardProblem = 'invalidJson' | 'notACard' | 'noName' | 'tooLarge' | 'readFailed';
export type CardResult = { ok: true; card: CardData } | { ok: false; problem: CardProblem };

/** Reads a card from JSON text: V3, V2, or the flat V1 layout. */
export const parseCard = (json: string): CardResult => {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'invalidJson' };
  }
  if (typeof raw !== 'object' || raw === null) return { ok: false, problem: 'notACard' };
  const record = raw as Record<string, unknown>;
  const spec = record.spec;
  const data = spec === 'chara_card_v2' || spec === 'chara_card_v3' ? record.data : 'first_mes' in record || 'mes_example' in record ? record : null;
  if (typeof data !== 'object' || data === null) return { ok: false, problem: 'notACard' };
  const parsed = cardData.safeParse(data);
  if (!parsed.success) return { ok: false, problem: (data as { name?: unknown }).name === undefined ? 'noName' : 'notACard' };
  if (!parsed.data.name.trim()) return { ok: false, problem: 'noName' };
  return { ok: true, card: parsed.data };
};

/** Reads a chosen file (size first, so a huge file is never loaded). */
export const readCardFile = async (file: Blob): Promise<CardResult> => {
  if (file.size > maxCardBytes) return { ok: false, problem: 'tooLarge' };
  try {
    return parseCard(await file.text());
  } catch {
    return { ok: false, problem: 'readFailed' };
  }
};

// ── import ──

const cut = (value: string, max: number): string => Array.from(value.trim()).slice(0, max).join('');
const fill = (value: string, name: string): string => value.replaceAll(charToken, name).replaceAll(userToken, 'you').replaceAll('<USER>', 'you').replaceAll('<BOT>', name);

const handleFrom = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const slug = value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20);
  return saveOnboardingBasicInformationBody.shape.agentName.safeParse(slug).success ? slug : undefined;
};

const traitSet = new Set<string>(Object.values(Traits));
const traitsFrom = (values: readonly string[]): PersonalityTrait[] =>
  [...new Set(values.map((v) => v.toUpperCase().trim()).filter((v) => traitSet.has(v)))].slice(0, 5) as PersonalityTrait[];

/** Pairs of "{{user}}: …" / "{{char}}: …" lines from mes_example, at most three. */
export const examplesFromText = (value: string, name: string): ChatExampleSetting['examples'] => {
  const pairs: ChatExampleSetting['examples'] = [];
  let fan: string | null = null;
  for (const line of value.split(/\r?\n/)) {
    const user = /^\s*(?:\{\{user\}\}|<USER>)\s*:\s*(.+)$/i.exec(line);
    const char = /^\s*(?:\{\{char\}\}|<BOT>)\s*:\s*(.+)$/i.exec(line);
    if (user?.[1]) fan = user[1];
    else if (char?.[1] && fan) {
      pairs.push({ fanMessage: cut(fill(fan, name), 300), agentReply: cut(fill(char[1], name), 500) });
      fan = null;
    }
  }
  return pairs.slice(0, 3);
};

const meaningful = (items: readonly string[]): string[] =>
  items
    .map((i) => cut(i, 300))
    .filter((i) => meaningfulTextRule.safeParse(i).success)
    .slice(0, 10);

/** The wizard answers a card gives (as unsaved drafts: the creator checks each step). */
export const cardToDrafts = (card: CardData): Drafts => {
  const k = card.extensions?.kizuna ?? {};
  const name = cut(card.name, 30);
  const drafts: Drafts = {};

  const agentName = handleFrom(k.agentName) ?? handleFrom(card.nickname) ?? handleFrom(card.name);
  drafts.basicInformation = {
    displayName: name,
    bio: cut(fill(card.description, name), 300),
    language: k.language ?? (/[\u3040-\u30ff\u4e00-\u9faf]/.test(`${card.description}${card.first_mes}`) ? 'ja' : 'en'),
    ...(agentName ? { agentName } : {}),
  };
  if (k.extroversionLevel) drafts.extroversion = { level: k.extroversionLevel };

  drafts.personality = {
    traits: traitsFrom(k.traits ?? card.tags),
    description: cut(fill(card.personality, name), 500),
    expression: cut(fill(k.expression ?? card.system_prompt, name), 500),
    notes: cut(fill(card.scenario, name), 1000),
  };

  const chatExamples: Partial<Record<ChatStyle, ChatExampleSetting>> = {};
  if (k.chatExamples) {
    for (const style of chatStyles) {
      const parsed = saveOnboardingChatExampleBody.safeParse(k.chatExamples[style]);
      if (parsed.success) chatExamples[style] = parsed.data;
    }
  } else {
    const examples = examplesFromText(card.mes_example, name);
    if (examples.length > 0) chatExamples.CASUAL_GREETING = { examples };
  }
  drafts.chatExamples = chatExamples;

  const emoji = saveOnboardingEmojiBody.safeParse(k.emoji);
  if (emoji.success) drafts.emoji = emoji.data;
  const reaction = saveOnboardingReactionBody.safeParse(k.reaction);
  if (reaction.success) drafts.reaction = reaction.data;

  const facts = meaningful(k.mustKnowInfo ?? card.character_book?.entries.map((e) => fill(e.content, name)) ?? []);
  if (facts.length > 0) drafts.mustKnowInfo = { items: facts };
  // Only our own "Never discuss:" lines are topics; other cards' instructions are prompts.
  const ownLines = card.post_history_instructions
    .split(/\r?\n/)
    .filter((l) => /^never discuss:/i.test(l))
    .map((l) => l.replace(/^never discuss:\s*/i, ''));
  const topics = meaningful(k.prohibitedTopics ?? ownLines);
  if (topics.length > 0) drafts.prohibitedTopics = { items: topics };

  const welcome = cut(fill(card.first_mes, name), 500);
  if (saveOnboardingWelcomeMessageBody.safeParse({ text: welcome }).success) drafts.welcomeMessage = { text: welcome };
  return drafts;
};
