import { createSystem } from '@chakra-ui/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemConfigs } from '@/app/theme';
import { memoKeys, shorthandByProp } from '../../scripts/vite/chakra-memo-keys.mjs';
import { chakraSource, copyChakra, type ChakraCopy } from './chakra-copy';

// The production build's edits of Chakra's caches (scripts/vite/chakra-memo-keys.mjs), on the
// Chakra this project installs: the edited modules are written into a copy of Chakra's
// styled-system and utils, and loaded. The memo must answer every call as the memoised function
// would, and reuse an answer exactly where Chakra's keys say two calls are the same; the system
// made through both edits must style as Chakra's own does.
const source = chakraSource('utils/memo.js');
const normalizeSource = chakraSource('styled-system/normalize.js');

type Memo = <Args extends unknown[], Result>(fn: (...args: Args) => Result) => (...args: Args) => Result;
type Normalize = (context: { utility: { hasShorthand: boolean; resolveShorthand: (...args: unknown[]) => string }; normalize: (value: unknown) => unknown }) => (styles: object) => object;
let copy: ChakraCopy;
let memo: Memo;
let editedCreateSystem: typeof createSystem;
let createNormalizeFn: Normalize;

beforeAll(async () => {
  copy = copyChakra('memo', { 'utils/memo.js': memoKeys(source), 'styled-system/normalize.js': shorthandByProp(normalizeSource) });
  ({ memo } = await copy.load<{ memo: Memo }>('utils/memo.js'));
  ({ createSystem: editedCreateSystem } = await copy.load<{ createSystem: typeof createSystem }>('styled-system/system.js'));
  ({ createNormalizeFn } = await copy.load<{ createNormalizeFn: Normalize }>('styled-system/normalize.js'));
});
afterAll(() => copy.remove());

/** What a pure style function's answer depends on: the arguments as Chakra compares them (keys in any order, a function by its name). */
const canonical = (value: unknown): unknown => {
  if (typeof value === 'function') return ['function', value.name || 'anonymous'];
  if (Array.isArray(value)) return ['array', value.map(canonical)];
  if (value !== null && typeof value === 'object') return ['object', Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])])];
  // A number as its text: NaN is one value, and 0 and -0 are the same.
  return [value === null ? 'null' : typeof value, String(value)];
};
const answer = (...args: unknown[]) => ({ of: JSON.stringify(args.map(canonical)) });

// Strings inside objects, arrays and calls of several arguments stay plain: Chakra's own keys
// cannot tell "a,b" in an array from two items, which the edit leaves as it is.
const plain = fc.stringMatching(/^[a-z0-9.]{0,6}$/);
const primitive = fc.oneof(fc.string(), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0, -0, Number.NaN, 1.5), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt({ min: -2n, max: 2n }));
const styleObject = fc.dictionary(plain, fc.oneof(plain, fc.integer({ min: 0, max: 9 }), fc.dictionary(plain, plain, { maxKeys: 2 })), { maxKeys: 3 });
const call = fc.oneof(
  primitive.map((value) => [value]),
  styleObject.map((value) => [value]),
  fc.array(plain, { maxLength: 3 }).map((value) => [value]),
  fc.array(fc.oneof(plain, styleObject), { minLength: 2, maxLength: 3 }),
  fc.constant([function named() {}]),
);

describe("Chakra's memo with its one-primitive cache, as built", () => {
  it('answers every call as the function does, and runs it once per distinct call', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 40 }), (calls) => {
        const fn = vi.fn(answer);
        const memoised = memo(fn);
        // Each call twice, so every answer is asked for again once cached.
        for (const args of [...calls, ...calls]) expect(memoised(...args)).toEqual(answer(...args));
        const distinct = new Set(calls.map((args) => `${args.length === 1 ? 'one' : 'many'}:${answer(...args).of}`));
        expect(fn).toHaveBeenCalledTimes(distinct.size);
      }),
    );
  });

  it('looks a string up by its text, and tells it from a number, a boolean, null and undefined', () => {
    const fn = vi.fn((...args: unknown[]) => ({ args }));
    const memoised = memo(fn);
    for (const value of ['color', 'color', '5', 5, 'true', true, 'null', null, 'undefined', undefined, undefined, Number.NaN, Number.NaN, 0, -0]) memoised(value);
    expect(fn.mock.calls.map(([value]) => value)).toEqual(['color', '5', 5, 'true', true, 'null', null, 'undefined', undefined, Number.NaN, 0]);
  });

  it('keeps one string apart from the call of several arguments whose key it spelt', () => {
    const fn = vi.fn((...args: unknown[]) => args.length);
    const memoised = memo(fn);
    expect([memoised('a', 'b'), memoised('a|s:b'), memoised('a', 'b')]).toEqual([2, 1, 2]);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keys objects by content as Chakra does: the same keys in another order are the same call', () => {
    const fn = vi.fn((style: object) => ({ style }));
    const memoised = memo(fn);
    memoised({ px: 4, color: 'fg' });
    memoised({ color: 'fg', px: 4 });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps the 500 primitives used last, as Chakra keeps 500 keys', () => {
    const fn = vi.fn((prop: string) => prop.length);
    const memoised = memo(fn);
    for (let index = 0; index <= 500; index += 1) memoised(`prop${index}`);
    memoised('prop500');
    expect(fn).toHaveBeenCalledTimes(501);
    memoised('prop0');
    expect(fn).toHaveBeenCalledTimes(502);
  });

  it('still drops the oldest primitive after a call with undefined', () => {
    // Chakra's LRU reads a first key of `undefined` as an empty cache and drops nothing.
    const fn = vi.fn((prop?: string) => prop?.length);
    const memoised = memo(fn);
    memoised(undefined);
    for (let index = 0; index <= 500; index += 1) memoised(`prop${index}`);
    memoised('prop0');
    expect(fn).toHaveBeenCalledTimes(503);
  });

  it('fails the build when Chakra changes the memo or the normaliser', () => {
    expect(() => memoKeys(source.replace('args.map(simpleHash)', 'args.map((arg) => simpleHash(arg))'))).toThrow(/chakra-memo-keys: .* not found once in Chakra's memo/);
    expect(() => shorthandByProp(normalizeSource.replace('resolveShorthand : void 0', 'resolveShorthand : undefined'))).toThrow(/chakra-memo-keys: .* not found once in Chakra's normalize/);
  });
});

describe("Chakra's styles through both edits", () => {
  it('asks for a shorthand with the prop alone, at every level of a style object', () => {
    const resolveShorthand = vi.fn((prop: unknown) => (prop === 'px' ? 'paddingInline' : String(prop)));
    const normalize = createNormalizeFn({ utility: { hasShorthand: true, resolveShorthand }, normalize: (value) => value });
    expect(normalize({ px: { base: 4, md: 8 }, _hover: { bg: 'red.500' } })).toEqual({ paddingInline: { base: 4, md: 8 }, _hover: { bg: 'red.500' } });
    expect(resolveShorthand.mock.calls.map((args) => args.length)).toEqual(resolveShorthand.mock.calls.map(() => 1));
    expect(resolveShorthand.mock.calls.map(([prop]) => prop)).toEqual(['px', 'base', 'md', '_hover', 'bg']);
  });

  it('makes the CSS Chakra makes, for shorthands, conditions, palettes, important values and recipes', () => {
    const edited = editedCreateSystem(...systemConfigs);
    const original = createSystem(...systemConfigs);
    const styles = (system: typeof edited) =>
      [1, 2].flatMap(() => [
        system.css({ px: { base: 4, md: 8 }, py: '2', bg: 'bg.muted', _hover: { bg: 'gray.100', px: 6 }, rounded: 'l2' }),
        system.css({ colorPalette: 'error', bg: 'colorPalette.solid', color: 'colorPalette.contrast', w: 'full', h: '10' }),
        system.css({ display: 'grid', gap: '2 !important', fontSize: { base: 'sm', lg: 'md' } }, { display: 'flex', m: 0 }),
        system.getRecipeFn('button')({ variant: 'soft', size: 'sm' }),
      ]);
    expect(styles(edited)).toEqual(styles(original));
  });
});
