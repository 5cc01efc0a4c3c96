import { describe, expect, it } from 'vitest';
import en from './en';
import ja from './ja';

// Translation coverage, once for every screen: each English string has a Japanese one that is
// filled in, takes the same arguments, and is actually translated. Component tests then check
// a screen in Japanese once (a smoke test) instead of repeating every journey in both languages.

/** Keys of strings that are the same in both languages on purpose: names and codes. */
const namesAndCodes = [
  'app.name',
  'shell.language.',
  'shell.footer.copyright',
  'shell.previewBadge',
  'payment.cards.brands.',
  'referral.share.title',
];
const sameInBothLanguages = { has: (key: string) => namesAndCodes.some((name) => (name.endsWith('.') ? key.startsWith(name) : key === name)) };

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/** The arguments a string takes, by name: `{name}`, `{count:number|number}` (en declares types). */
const argumentParts = /\{(\w+)(?::[\w[\]]+)?(?:\|\w+)?\}/g;
/** `{{s}}`, `{{day|days}}`: English plural endings, which Japanese has no use for. */
const pluralParts = /\{\{[^}]*\}\}/g;
const argumentsOf = (text: string): string[] =>
  [...new Set([...text.replace(pluralParts, '').matchAll(argumentParts)].map((match) => match[1]!))].sort();
const withoutArguments = (text: string): string => text.replace(pluralParts, '').replace(argumentParts, '');

const english = new Map(leaves(en as unknown as Tree));
const japanese = new Map(leaves(ja as unknown as Tree));

describe('the Japanese translation', () => {
  it('has exactly the English keys', () => {
    expect([...japanese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s is filled in, with the same arguments', (key) => {
    const text = japanese.get(key);
    expect(text?.trim(), key).toBeTruthy();
    expect(argumentsOf(text ?? ''), key).toEqual(argumentsOf(english.get(key)!));
  });

  it('translates every string except names', () => {
    const untranslated = [...english].filter(([key, text]) => japanese.get(key) === text && !sameInBothLanguages.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('is Japanese text, not English left in place', () => {
    // A Japanese string with English words in it also has Japanese script.
    const noJapanese = [...japanese]
      .filter(([key, text]) => !sameInBothLanguages.has(key) && /[A-Za-z]{3,}/.test(withoutArguments(text)))
      .filter(([, text]) => !/[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/.test(withoutArguments(text)))
      .map(([key]) => key);
    expect(noJapanese).toEqual([]);
  });
});
