import type { AgentSettings } from '@/api/generated/model';
import type { AgentRow } from '../../db/schema';

// A small, deterministic stand-in for the persona engine (a later issue brings the real
// one): it answers in the agent's language, opens with one of its reactions, borrows its
// chat examples for greetings, mentions what it must know, steers away from its
// prohibited topics and sprinkles its emojis as often as its settings say. `turn` (how
// many replies came before) picks the variant, so tests can rely on the text.
type Persona = Pick<AgentRow, 'displayName' | 'language'> & { settings: AgentSettings };

const greetings = /^(hi|hey|hello|yo|good (morning|evening|night)|こんにち|こんばん|おはよう|やあ|はじめまして)/i;

const lines = {
  en: [
    (topic: string) => `I love that you brought up "${topic}". What got you thinking about it?`,
    (topic: string) => `"${topic}"… okay, now I'm curious. Tell me the whole story!`,
    () => `You always make my day more interesting. What else is on your mind?`,
    (topic: string) => `Honestly? "${topic}" sounds like the start of a great conversation.`,
  ],
  ja: [
    (topic: string) => `「${topic}」の話、もっと聞きたいな。どうしてそう思ったの？`,
    (topic: string) => `「${topic}」かぁ…気になる！くわしく教えて？`,
    () => `話してると楽しいな。ほかに何かあった？`,
    (topic: string) => `「${topic}」って、いい話のはじまりみたい。`,
  ],
};

const deflections = {
  en: "Hmm, that's something I'd rather not talk about. Ask me anything else!",
  ja: 'ごめんね、その話はちょっと…ほかのことなら何でも聞いて！',
};

// Japanese script (kana, kanji, the ideographic full stop and brackets).
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f]/u;

/** Whether quoting `text` keeps a reply in `lang`: a Japanese twin never quotes an English message, nor the reverse. */
const quotable = (text: string, lang: Persona['language']): boolean => japanese.test(text) === (lang === 'ja');

const shorten = (text: string): string => {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  return chars.length > 24 ? `${chars.slice(0, 24).join('')}…` : chars.join('');
};

const touchesProhibited = (text: string, settings: AgentSettings): boolean => {
  const words = settings.prohibitedTopics.items
    .flatMap((item) => item.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 6);
  const lower = text.toLowerCase();
  return words.some((w) => lower.includes(w));
};

const emojiFor = (settings: AgentSettings, turn: number): string => {
  const { emojis, frequency } = settings.emoji;
  if (emojis.length === 0 || frequency === 'NEVER') return '';
  if (frequency === 'SOMETIMES' && turn % 2 === 1) return '';
  return ` ${emojis[turn % emojis.length]}`;
};

export const personaReply = (agent: Persona, text: string, turn: number): string => {
  const { settings } = agent;
  const lang = agent.language;
  if (touchesProhibited(text, settings)) return deflections[lang];

  const greeting = settings.chatExamples.CASUAL_GREETING?.examples[0]?.agentReply;
  if (greetings.test(text.trim()) && greeting) return greeting;

  const reactions = settings.reaction.reactions;
  const reaction = reactions.length > 0 ? `${reactions[turn % reactions.length]} ` : '';
  const pick = lines[lang];
  // A message in another language (the studio's sample fan lines follow the creator's screen
  // language) is answered without quoting it, so the whole reply stays in the twin's language.
  const line = quotable(text, lang) ? (pick[turn % pick.length] ?? pick[0]!) : pick[2]!;
  const body = line(shorten(text));
  // Every third reply shares one of the facts the creator wants the twin to know.
  const facts = settings.mustKnowInfo.items;
  const fact = turn % 3 === 2 && facts.length > 0 ? ` ${facts[Math.floor(turn / 3) % facts.length]}` : '';
  return `${reaction}${body}${fact}${emojiFor(settings, turn)}`;
};

/** Splits a reply into the chunks streamed as `agentReplyDelta`: words, or characters in Japanese. */
export const replyChunks = (reply: string, language: AgentRow['language']): string[] => {
  if (language === 'ja') {
    const chars = Array.from(reply);
    const size = Math.max(4, Math.ceil(chars.length / 6));
    const chunks: string[] = [];
    for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
    return chunks;
  }
  const words = reply.split(/(?<=\s)/);
  const size = Math.max(2, Math.ceil(words.length / 6));
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += size) chunks.push(words.slice(i, i + size).join(''));
  return chunks;
};
