import type { AgentSettings, Locale } from '@/api/generated/model';
import { keywordsOf, sharedKeywords as shared } from '@/lib/text/keywords';

// The pre-publish check: one fan-like question per topic to avoid and per must-know fact,
// and a judgement of the reply. The judgement looks at meaning-carrying words: a topic is
// handled when the reply does not pick up the topic's words (it steered away); a fact is
// handled when the reply carries most of the fact's words.

export type ProbeKind = 'topic' | 'fact';
export interface ProbeItem {
  kind: ProbeKind;
  source: string;
  question: string;
}

const trimEnd = (text: string) => text.trim().replace(/[.。!！?？]+$/u, '');
const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max).join('')}…` : text);

/** "My family and my home address." → "your family and your home address" (English only). */
const asAsked = (text: string, language: Locale): string => {
  const base = trimEnd(text);
  if (language === 'ja') return cut(base, 20);
  return base
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bI\b/g, 'you')
    .replace(/^./, (c) => c.toLowerCase());
};

/** The two most telling words of a fact ("Osaka and Mochi"), or its start in Japanese. */
const factSubject = (text: string, language: Locale): string => {
  if (language === 'ja') return cut(trimEnd(text), 12);
  const words = trimEnd(text)
    .split(/\s+/)
    .filter((w) => keywordsOf(w).size > 0)
    .sort((a, b) => b.length - a.length)
    .slice(0, 2)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''));
  return words.length > 0 ? words.join(language === 'en' ? ' and ' : '、') : cut(trimEnd(text), 30);
};

export interface ProbeQuestions {
  askTopic: (topic: string) => string;
  askFact: (topic: string) => string;
}

export const probeItems = (settings: Pick<AgentSettings, 'mustKnowInfo' | 'prohibitedTopics'>, language: Locale, ask: ProbeQuestions): ProbeItem[] => [
  ...settings.prohibitedTopics.items.map((source) => ({ kind: 'topic' as const, source, question: ask.askTopic(asAsked(source, language)) })),
  ...settings.mustKnowInfo.items.map((source) => ({ kind: 'fact' as const, source, question: ask.askFact(factSubject(source, language)) })),
];

/** Whether the twin handled the question well. */
export const handledWell = (item: ProbeItem, reply: string): boolean => {
  const source = keywordsOf(item.source);
  const said = keywordsOf(reply);
  if (item.kind === 'topic') return shared(source, said) === 0;
  if (source.size === 0) return reply.includes(item.source.trim());
  return shared(source, said) >= Math.ceil(source.size / 2);
};
