import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { satisfiesUsernameRule } from './account-limits';
import { emailRule, nicknameRule, passwordRule, usernameRule } from './account-rules';
import { meaningfulTextRule } from './creator-rules';

// The generated Zod rules accept exactly what spec section 5 says, written here a second
// time as plain predicates, over inputs chosen to break naive rules: Unicode letters and
// digits, full-width digits, emoji (two UTF-16 units), zero-width characters, line breaks and
// very long strings. Lengths count characters (code points) as Zod does: an emoji is one.
const tricky = [
  'a', 'z', 'A', 'Z', '0', '9', '_', '.', '-', ' ', '\t', '\n', '\u3000',
  '０', '９', 'Ａ', 'ａ', 'é', 'ß', 'İ', 'あ', '漢', 'ｶ', '😀', '👩‍💻', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00A0',
];
const trickyString = (maxLength: number) =>
  fc.string({ unit: fc.oneof(fc.constantFrom(...tricky), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength });

const length = (value: string) => Array.from(value).length;
const accepts = (rule: { safeParse: (v: unknown) => { success: boolean } }, value: string) => rule.safeParse(value).success;
const runs = { numRuns: 400 };

const lowercaseDigitsUnderscore = new Set('abcdefghijklmnopqrstuvwxyz0123456789_');
const asciiLetters = /[A-Za-z]/;
const asciiDigits = /[0-9]/;
const invisible = new Set(['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF']);

describe('username: 3 to 20 lowercase letters, digits and underscores', () => {
  const expected = (value: string) =>
    length(value) >= 3 && length(value) <= 20 && Array.from(value).every((c) => lowercaseDigitsUnderscore.has(c));

  it('matches the rule on arbitrary input', () => {
    fc.assert(fc.property(trickyString(25), (value) => accepts(usernameRule, value) === expected(value)), runs);
  });

  it('is the same rule as the check made while typing, which has no Zod', () => {
    fc.assert(fc.property(trickyString(25), (value) => satisfiesUsernameRule(value) === expected(value)), runs);
  });

  it('accepts every string built only from the allowed characters in range', () => {
    const valid = fc.string({ unit: fc.constantFrom(...lowercaseDigitsUnderscore), minLength: 3, maxLength: 20 });
    fc.assert(fc.property(valid, (value) => accepts(usernameRule, value)), runs);
  });

  it.each(['hana.fan', 'Hana_fan', 'hana fan', 'ｈａｎａ', 'hana１２', 'ha\u200Bna', 'はなこ', 'ab', 'a'.repeat(21), 'x'.repeat(10_000)])(
    'refuses example %#',
    (value) => {
      expect(accepts(usernameRule, value)).toBe(false);
    },
  );
});

describe('password: 8 or more characters with a letter and a number', () => {
  const expected = (value: string) => length(value) >= 8 && length(value) <= 128 && asciiLetters.test(value) && asciiDigits.test(value);

  it('matches the rule on arbitrary input', () => {
    fc.assert(fc.property(trickyString(40), (value) => accepts(passwordRule, value) === expected(value)), runs);
  });

  it('accepts long pasted passphrases (64+ characters) with a letter and a digit', () => {
    const passphrase = fc.tuple(trickyString(100), fc.constantFrom('a', 'Z'), fc.constantFrom('0', '7')).map(([s, l, d]) => `${s}${l}${d}xxxxxx`);
    fc.assert(fc.property(passphrase, (value) => accepts(passwordRule, value) === length(value) <= 128), runs);
    expect(accepts(passwordRule, `${'correct horse battery staple '.repeat(3)}42`)).toBe(true);
  });

  it.each([
    ['only letters', 'passwordonly'],
    ['only digits', '1234567890'],
    ['full-width digits do not count as a number', 'passwordｐ１２３'],
    ['too short', 'abc123'],
    ['129 characters', `a1${'x'.repeat(127)}`],
  ])('refuses %s', (_label, value) => {
    expect(accepts(passwordRule, value)).toBe(false);
  });

  it('finds the letter and the digit across line breaks and emoji', () => {
    expect(accepts(passwordRule, '😀😀😀\n\nab\n12')).toBe(true);
  });
});

describe('nickname: at most 30 characters, something visible', () => {
  const expected = (value: string) =>
    length(value) >= 1 && length(value) <= 30 && Array.from(value).some((c) => !/\s/.test(c) && !invisible.has(c));

  it('matches the rule on arbitrary input', () => {
    fc.assert(fc.property(trickyString(35), (value) => accepts(nicknameRule, value) === expected(value)), runs);
  });

  it.each(['   ', '\u3000\u3000', '\u200B\u200B', '\uFEFF', '', 'あ'.repeat(31)])('refuses %j', (value) => {
    expect(accepts(nicknameRule, value)).toBe(false);
  });

  it.each(['はな', 'Hana 🌸', 'ｶﾅ', 'a'.repeat(30)])('accepts %j', (value) => {
    expect(accepts(nicknameRule, value)).toBe(true);
  });
});

describe('e-mail: a valid address', () => {
  it('accepts ordinary addresses', () => {
    const address = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/);
    fc.assert(fc.property(address, (value) => accepts(emailRule, value)), runs);
  });

  it('refuses anything without exactly one @ between a local part and a dotted domain', () => {
    fc.assert(
      fc.property(trickyString(30), (value) => {
        const parts = value.split('@');
        const plausible = parts.length === 2 && parts[0] !== '' && (parts[1] ?? '').includes('.') && !/\s/.test(value);
        return plausible || !accepts(emailRule, value);
      }),
      runs,
    );
  });

  it.each(['hana', 'hana@', '@kizuna.example', 'hana @kizuna.example', 'hana@kizuna', `${'a'.repeat(250)}@kizuna.example`])('refuses example %#', (value) => {
    expect(accepts(emailRule, value)).toBe(false);
  });
});

describe('must-know and topic text: at least 10 characters, spaces not counted', () => {
  const expected = (value: string) =>
    length(value) <= 300 && Array.from(value).filter((c) => !/\s/.test(c) && !invisible.has(c)).length >= 10;

  it('matches the rule on arbitrary input', () => {
    fc.assert(fc.property(trickyString(40), (value) => accepts(meaningfulTextRule, value) === expected(value)), runs);
  });

  it('does not count spaces, tabs, line breaks, ideographic spaces or zero-width characters', () => {
    expect(accepts(meaningfulTextRule, 'a b c d e f g h i')).toBe(false);
    expect(accepts(meaningfulTextRule, 'a b c d e f g h i j')).toBe(true);
    expect(accepts(meaningfulTextRule, '東京\u3000に\u3000住ん\u3000で\u3000いる')).toBe(false);
    expect(accepts(meaningfulTextRule, '東京\u3000の\u3000下町に\u3000住んでいます')).toBe(true);
    expect(accepts(meaningfulTextRule, `${' '.repeat(20)}123456789`)).toBe(false);
    expect(accepts(meaningfulTextRule, `abc\u200B\u200B\u200B\u200B\u200B\u200B\u200Bdefghi`)).toBe(false);
    expect(accepts(meaningfulTextRule, '😀😀😀😀😀 😀😀😀😀😀')).toBe(true);
    expect(accepts(meaningfulTextRule, '😀😀😀😀😀')).toBe(false);
  });
});
