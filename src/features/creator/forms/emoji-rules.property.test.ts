import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meaningfulTextRule } from '@/lib/validation/creator-rules';
import { validationMessage } from '@/lib/validation/form-message';
import { countedCharacters } from '../components/text-list-editor';
import { meaningfulItem } from './step-schemas';
import { meaningfulTextMin } from './step-values';
import { addToList, graphemes, maxEmojis, maxReactions, parseEmojiInput } from './emoji-rules';

// Multi-codepoint emoji: flags (two regional indicators), skin tones (emoji + modifier),
// ZWJ families and keycaps. Each must count as one.
const multi = ['🇯🇵', '🇺🇸', '👍🏽', '👩🏿‍💻', '👨‍👩‍👧‍👦', '🏳️‍🌈', '1️⃣', '❤️', '😀', '🐱'];
// Generated ones too: any flag (two regional indicators), any of 20 hands/people in any of the
// five skin tones, and ZWJ families of two to four people.
const regional = fc.integer({ min: 0x1f1e6, max: 0x1f1ff });
const flag = fc.tuple(regional, regional).map(([a, b]) => String.fromCodePoint(a, b));
const skinTone = fc
  .tuple(fc.constantFrom(0x1f44b, 0x1f44d, 0x1f44f, 0x1f64f, 0x1f4aa, 0x1f466, 0x1f467, 0x1f468, 0x1f469, 0x1f474, 0x1f475, 0x1f476, 0x1f46e, 0x1f477, 0x1f478, 0x1f385, 0x1f3c3, 0x1f6b6, 0x1f930, 0x1f9d1), fc.integer({ min: 0x1f3fb, max: 0x1f3ff }))
  .map(([base, tone]) => String.fromCodePoint(base, tone));
const family = fc.array(fc.constantFrom('👨', '👩', '👧', '👦'), { minLength: 2, maxLength: 4 }).map((people) => people.join('\u200D'));
const emoji = fc.oneof(fc.constantFrom(...multi), flag, skinTone, family);

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

  it(`keeps reactions to at most ${maxReactions}, one at a time, refusing a repeat in any case`, () => {
    const reaction = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((t) => t.trim() !== '');
    fc.assert(
      fc.property(fc.array(reaction, { maxLength: 12 }), (typed) => {
        let list: string[] = [];
        for (const item of typed) {
          const result = addToList(list, [item], maxReactions);
          const repeat = list.some((r) => r.toLocaleLowerCase() === item.trim().toLocaleLowerCase());
          if (repeat) expect(result).toEqual({ ok: false, reason: 'alreadyAdded' });
          else if (list.length === maxReactions) expect(result).toEqual({ ok: false, reason: 'tooMany' });
          else expect(result.ok).toBe(true);
          if (result.ok) list = result.list;
          expect(list.length).toBeLessThanOrEqual(maxReactions);
        }
      }),
    );
  });

  it(`adds pasted emojis only while the list stays within ${maxEmojis}`, () => {
    fc.assert(
      fc.property(fc.uniqueArray(emoji, { maxLength: 30 }), (pasted) => {
        const parsed = parseEmojiInput(pasted.join(''));
        if (pasted.length === 0) return;
        expect(parsed.ok && parsed.emojis).toEqual(pasted);
        const result = addToList([], pasted, maxEmojis);
        expect(result.ok).toBe(pasted.length <= maxEmojis);
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
  it(`needs ${meaningfulTextMin} characters that are not spaces, wherever the spaces are`, () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(visible, space), { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        const counted = countedCharacters(text);
        expect(meaningfulTextRule.safeParse(text).success).toBe(counted >= meaningfulTextMin);
        // The form's rule agrees, and its message names the bound.
        const form = meaningfulItem.safeParse(text);
        expect(form.success).toBe(counted >= meaningfulTextMin);
        if (!form.success) expect(form.error.issues[0]?.message).toBe(validationMessage('meaningfulText', { min: meaningfulTextMin }));
      }),
    );
  });

  it('counts padding of any length as nothing: spaces around fewer characters never pass', () => {
    fc.assert(
      fc.property(fc.array(visible, { maxLength: meaningfulTextMin - 1 }), fc.array(space, { minLength: 1, maxLength: 60 }), (chars, spaces) => {
        const padded = chars.flatMap((c, i) => [c, spaces[i % spaces.length]!]).join('') + spaces.join('');
        expect(meaningfulItem.safeParse(padded).success).toBe(false);
      }),
    );
  });
});
