import { saveOnboardingEmojiBodyEmojisMax, saveOnboardingReactionBodyReactionsMax } from '@/api/generated/limits/onboarding';

// Emojis are counted as people see them: one grapheme cluster each (Intl.Segmenter), so a
// flag (two regional indicators), a skin tone (emoji + modifier) or a ZWJ family (several
// emoji joined) is one emoji, never two to seven code points.

/** The most emojis and reactions a twin keeps (EmojiSetting, ReactionSetting). */
export const maxEmojis = saveOnboardingEmojiBodyEmojisMax;
export const maxReactions = saveOnboardingReactionBodyReactionsMax;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The grapheme clusters of a text. */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

const pictographic = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
// A keycap (1️⃣) is a digit, VS16 and U+20E3.
const keycap = /^[0-9#*]\uFE0F?\u20E3$/u;

/** Whether one grapheme is an emoji. */
export const isEmoji = (grapheme: string): boolean => pictographic.test(grapheme) || keycap.test(grapheme);

export type EmojiInputResult = { ok: true; emojis: string[] } | { ok: false; reason: 'notEmoji' | 'empty' };

/** Splits typed or pasted text into emojis; spaces are ignored, anything else is refused. */
export const parseEmojiInput = (text: string): EmojiInputResult => {
  const parts = graphemes(text).filter((g) => g.trim() !== '');
  if (parts.length === 0) return { ok: false, reason: 'empty' };
  if (!parts.every(isEmoji)) return { ok: false, reason: 'notEmoji' };
  return { ok: true, emojis: parts };
};

export type AddResult<T> = { ok: true; list: T[] } | { ok: false; reason: 'alreadyAdded' | 'tooMany' };

/**
 * Adds items to a list with a limit; an item already there (or given twice) is "Already
 * added.", and nothing is added past the limit. Comparison ignores case and outer spaces.
 */
export const addToList = (list: readonly string[], items: readonly string[], limit: number): AddResult<string> => {
  const key = (s: string) => s.trim().toLocaleLowerCase();
  const seen = new Set(list.map(key));
  const next = [...list];
  for (const item of items) {
    if (seen.has(key(item))) return { ok: false, reason: 'alreadyAdded' };
    seen.add(key(item));
    next.push(item.trim());
  }
  if (next.length > limit) return { ok: false, reason: 'tooMany' };
  return { ok: true, list: next };
};
