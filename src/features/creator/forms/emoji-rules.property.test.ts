import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meaningfulTextRule } from '@/lib/validation/creator-rules';
import { countedCharacters } from '../components/text-list-editor';
import { addToList, graphemes, maxEmojis, maxReactions, parseEmojiInput } from './emoji-rules';

// Multi-codepoint emoji: flags (two regional indicators), skin tones (emoji + modifier),
// ZWJ families and keycaps. Each must count as one.
const multi = ['🇯🇵', '🇺🇸', '👍🏽', '👩🏿‍💻', '👨‍👩‍👧‍👦', '🏳️‍🌈', '1️⃣', '❤️', '😀', '🐱'];
const emoji = fc.constantFrom(...multi);

describe('emoji counting (property)', () => {
  it('counts each multi-codepoint emoji as one, however many are typed', () => {
    fc.assert(
      fc.property(fc.array(emoji, { minLength: 1, maxLength: 30 }), (list) => {
        const parsed = parseEmojiInput(list.join(' '));
        expect(parsed).toEqual({ ok: true, emojis: list });
        expect(graphemes(list.join(''))).toHaveLength(list.length);
      }),
    );
  });

  it('never lets a list pass its limit, and refuses duplicates as "Already added."', () => {
    fc.assert(
      fc.property(fc.uniqueArray(emoji, { maxLength: 10 }), fc.array(emoji, { maxLength: 10 }), (have, add) => {
        const result = addToList(have, add, maxEmojis);
        const dup = add.some((e, i) => have.includes(e) || add.indexOf(e) !== i);
        if (dup) expect(result).toEqual({ ok: false, reason: 'alreadyAdded' });
        else if (result.ok) expect(result.list.length).toBeLessThanOrEqual(maxEmojis);
      }),
    );
  });

  it('keeps reactions to at most 5', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 12 }), (items) => {
        const result = addToList([], items, maxReactions);
        expect(result.ok).toBe(items.length <= maxReactions);
      }),
    );
  });

  it('refuses text that is not only emoji', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{1,5}$/), emoji, (word, e) => {
        expect(parseEmojiInput(`${e}${word}`).ok).toBe(false);
      }),
    );
  });
});

describe('must-know and topic text (property)', () => {
  const space = fc.constantFrom(' ', '\u3000', '\t', '\n', '\u200B');
  const visible = fc.constantFrom('a', 'あ', '漢', '1', '😀', '!');
  it('needs 10 characters that are not spaces, wherever the spaces are', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(visible, space), { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        const counted = countedCharacters(text);
        if (Array.from(text).length <= 300) expect(meaningfulTextRule.safeParse(text).success).toBe(counted >= 10);
      }),
    );
  });
});
