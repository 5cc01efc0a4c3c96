// Two edits of Chakra for its style functions' caches.
//
// Chakra keeps the answers of its style functions in small LRU caches (`memo`, utils/memo.js),
// keyed by a string it builds from the arguments of every call: "s:" + the text for a string,
// "n:" + the digits for a number, a serialisation of the keys and values for an object. Most
// calls pass one string: `isValidProperty(prop)` runs for every prop of every styled element,
// `isImportant(value)` for every style value. Over 12 client-side route visits in the
// journeys' build that was 35,000 of the 65,000 calls, and each built a new key string that the
// Map then had to hash again (the original text's hash is kept with it; a new string's is not).
// The memo was the largest JavaScript function of a visit: 5 % of the main thread's time.
//
// In production builds a call with one primitive argument (a string, number, boolean, null,
// bigint or symbol) is looked up by that value in an LRU of its own, as large as Chakra's and
// made on the first such call (many memos never get one). A Map tells '5' from 5 and null from
// 'null' as Chakra's keys do, and keeps one answer for NaN and for 0 and -0 as they do; it
// also stops telling apart what Chakra's keys could not (a
// one-string call "a|s:b" and a call with "a" and "b" shared a key). `undefined` keeps the
// string key: the LRU's eviction reads a first key of `undefined` as "empty" and would never
// drop it. Objects, arrays, functions and calls with several arguments keep Chakra's keys. The
// dev server and the tests keep Chakra's untouched module.
//
// Normalising a style object asks `resolveShorthand(prop)` (memoised) for the name of every prop
// at every level, but through `walkObject`'s `getKey(prop, child)`: with the prop's value as a
// second argument, which it ignores. So the memo serialised the value (a nested object for
// `_hover` or a responsive value) into every key, and kept one entry per value instead of per
// prop: 12,000 such calls over the same 12 visits. The build passes the prop alone, which the
// first edit then looks up as a primitive.
//
// Both edits match Chakra 3.37's source exactly: if an upgrade changes it, the build fails here.

import { chakraModule, chakraStyledSystemModule, editModulePlugin, editSource } from './edit-source.mjs';

const memoModule = chakraModule('utils/memo.js');
const normalizeModule = chakraStyledSystemModule('normalize.js');

/**
 * Chakra's memo with a cache of its own for one-primitive calls (exported for its test); throws
 * if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const memoKeys = (code) =>
  editSource(
    code,
    [
      [
        `  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }`,
        `  const cache = new LRUCache();
  let byPrimitive;
  function get(...args) {
    const first = args[0];
    const type = typeof first;
    const primitive = args.length === 1 && (first === null || (type !== "object" && type !== "function" && type !== "undefined"));
    const store = primitive ? (byPrimitive ??= new LRUCache()) : cache;
    const key = primitive ? first : args.length === 1 ? simpleHash(first) : args.map(simpleHash).join("|");
    let result = store.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      store.set(key, result);
    }`,
      ],
    ],
    { plugin: 'chakra-memo-keys', module: "Chakra's memo", library: 'Chakra' },
  );

/**
 * Chakra's style normaliser asking for a prop's shorthand with the prop alone (exported for its
 * test); throws if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const shorthandByProp = (code) =>
  editSource(code, [['      getKey: hasShorthand ? resolveShorthand : void 0', '      getKey: hasShorthand ? (prop) => resolveShorthand(prop) : void 0']], {
    plugin: 'chakra-memo-keys',
    module: "Chakra's normalize",
    library: 'Chakra',
  });

/** Production builds: Chakra's memo looks one-primitive calls up by the value itself, and shorthands are asked for by the prop alone. */
export const chakraMemoKeys = () => [
  editModulePlugin('kizuna:chakra-memo-keys', memoModule, memoKeys),
  editModulePlugin('kizuna:chakra-shorthand-by-prop', normalizeModule, shorthandByProp),
];
