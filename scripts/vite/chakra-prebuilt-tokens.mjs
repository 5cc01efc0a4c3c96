// Chakra's `createSystem` builds a token dictionary at start-up: it walks every token and
// semantic token of the theme (644 of them), runs Chakra's middlewares and transforms over them,
// expands their references and indexes them. The result is fixed by the theme
// (src/app/theme.ts), and what the page reads of it is small: each token's CSS variable (for
// style props), which tokens each colour palette maps to `colorPalette.*`, and, for
// `system.token` only, the values of the plain (not semantic) tokens, which the prebuilt global
// stylesheet already declares (scripts/vite/chakra-static-globals.mjs). So in production builds
// this plugin:
//   - makes the dictionary once, in Node, from the same theme module, and keeps a table of it:
//     each category's token names (where its semantic and negative ones start), the paths of the
//     few names that do not spell their variable (`spacing.0.5`), and each palette's keys;
//   - checks that the table gives back that dictionary, and fails the build on any difference;
//   - replaces Chakra's token dictionary module with one that fills the same maps from the
//     table, keeping Chakra's own code for every lookup the page makes (`getVar`,
//     `getCategoryValues`, `expandReferenceInValue`), so the tokens, the theme's definitions
//     and the code that builds the dictionary stay out of the bundle and out of the start-up;
//   - has `system.token` read a plain token's value from the page's styles when it is asked for;
//   - fills the maps in steps of 80 tokens (`createTokenDictionary.inSteps`, which the stepped
//     createSystem of chakra-system-in-steps.mjs drives): in one go the fill was one start-up
//     task of 27–44 ms on our test machine, in steps it is pieces of ~5.
// What the filled dictionary does not hold: each condition's variable values (`cssVarMap`,
// which only `getTokenCss` reads: that CSS is the prebuilt stylesheet).
//
// The dev server and the tests keep Chakra's own dictionary. The replaced modules are made from
// slices of Chakra 3.37's source, matched exactly: if an upgrade changes them, the build fails.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { chakraStyledSystemModule, editSource, editsApply } from './edit-source.mjs';
import { runToEnd } from './run-to-end.mjs';
import { themeSystemInNode } from './theme-system-in-node.mjs';

const dictionaryModule = chakraStyledSystemModule('token-dictionary.js');
const systemModule = chakraStyledSystemModule('system.js');
const plugin = 'chakra-prebuilt-tokens';

/**
 * @typedef {{
 *   categories: Record<string, string>,
 *   semanticFrom: Record<string, number>,
 *   negativeFrom: Record<string, number>,
 *   paths: Record<string, string[]>,
 *   palettes: string[],
 * }} TokenTable
 * `categories`: each category's token props, in the dictionary's order, written compactly
 * (`xs gray:50,100 bg` is xs, gray.50, gray.100 and bg): its plain tokens, then
 * from `semanticFrom[category]` its semantic and virtual ones (whose value is their variable),
 * and from `negativeFrom[category]` the negatives Chakra adds (`spacing.-4`, the token
 * `spacing.4` negated); `paths`: the path that spells the variable of each token whose name
 * does not (a segment with a dot: `spacing.0.5`); `palettes`: the colour palettes `colorPalette`
 * can name.
 */

/**
 * The maps of a token dictionary, filled from a table, stopping (`yield`) every few dozen tokens;
 * it returns the maps. It runs in Node (to check the table) and, as its source text, in the
 * browser's replaced module: it may use only its arguments.
 * A plain token's value is read when asked for (only `system.token` does), from the variable
 * the global stylesheet declares for it.
 * @param {TokenTable} table
 * @param {{
 *   formatCssVar: (path: string[], prefix: string) => { var: string, ref: string },
 *   prefix: string,
 *   negate: (value: string) => string,
 *   readVariable: (variable: string) => string,
 * }} chakra Chakra's variable format and negation, and where the variables' values are
 */
export function* fillTokenDictionarySteps(table, { formatCssVar, prefix, negate, readVariable }) {
  // Where the fill stops: each piece is a few milliseconds of the start-up (src/app/theme.ts
  // drives the stops across tasks).
  const tokensPerStep = 80;
  let sinceStop = 0;
  const allTokens = [];
  const tokenNameMap = new Map();
  const flatMap = new Map();
  const byCategoryJson = {};
  const categoryMap = new Map();
  const colorPaletteMap = new Map();
  const cssVarOf = (name) => formatCssVar(table.paths[name] ?? name.split('.'), prefix);
  for (const [category, written] of Object.entries(table.categories)) {
    const props = written.split(' ').flatMap((item) => {
      const [head, rest] = item.split(':');
      return rest === undefined ? [item] : rest.split(',').map((tail) => `${head}.${tail}`);
    });
    const values = (byCategoryJson[category] = {});
    const tokens = new Map();
    categoryMap.set(category, tokens);
    for (const [index, prop] of props.entries()) {
      const name = `${category}.${prop}`;
      const semantic = index >= (table.semanticFrom[category] ?? props.length);
      const negative = index >= (table.negativeFrom[category] ?? props.length);
      const cssVar = cssVarOf(negative ? `${category}.${prop.slice(1)}` : name);
      const flat = negative ? negate(cssVar.ref) : cssVar.ref;
      const token = { name, extensions: { category, prop, cssVar, ...(semantic ? { conditions: {} } : {}), ...(negative ? { negative } : {}) } };
      Object.defineProperty(token, 'value', { enumerable: true, get: () => (semantic ? cssVar.ref : negative ? flat : readVariable(cssVar.var)) });
      allTokens.push(token);
      tokenNameMap.set(name, token);
      tokens.set(prop, token);
      values[prop] = flat;
      flatMap.set(name, flat);
      sinceStop += 1;
      if (sinceStop === tokensPerStep) {
        sinceStop = 0;
        yield;
      }
    }
  }
  // A palette maps each of its colours that has a `colorPalette` twin (`colors.red.solid`,
  // `colors.colorPalette.solid`) to that twin's variable.
  for (const palette of table.palettes) {
    const map = new Map();
    colorPaletteMap.set(palette, map);
    const root = `colors.${palette}`;
    for (const name of flatMap.keys()) {
      if (name !== root && !name.startsWith(`${root}.`)) continue;
      const twin = tokenNameMap.get(`colors.colorPalette${name.slice(root.length)}`);
      if (twin) map.set(twin.extensions.cssVar.var, flatMap.get(name));
    }
  }
  return { allTokens, tokenNameMap, flatMap, byCategoryJson, categoryMap, colorPaletteMap };
}

/**
 * Props written compactly: a run of props with the same first segment as one item,
 * `head:tail,tail` (the dictionary's order kept); any other prop as itself; items between
 * spaces. Throws on a prop that has one of those separators in it.
 * @param {string[]} props
 */
const writeProps = (props) => {
  const items = [];
  let head = null;
  for (const prop of props) {
    if (/[ :,]/.test(prop)) throw new Error(`${plugin}: the token prop "${prop}" cannot be written in the table`);
    const dot = prop.indexOf('.');
    if (dot === -1) {
      items.push(prop);
      head = null;
    } else if (prop.slice(0, dot) === head) {
      items[items.length - 1] += `,${prop.slice(dot + 1)}`;
    } else {
      head = prop.slice(0, dot);
      items.push(`${head}:${prop.slice(dot + 1)}`);
    }
  }
  return items.join(' ');
};

/** Where in `items` the first of a kind is, if any are (and all after it are of it); throws otherwise. */
const firstOf = (items, isOfKind, kind) => {
  const first = items.findIndex(isOfKind);
  if (first === -1) return undefined;
  if (!items.slice(first).every(isOfKind)) throw new Error(`${plugin}: ${kind} tokens are not the last of their category`);
  return first;
};

/**
 * The table of a token dictionary made by Chakra (exported for its test); throws if the table
 * does not give back what the dictionary holds.
 * @param {any} dictionary Chakra's token dictionary (`system.tokens`)
 * @param {(value: string) => string} negate Chakra's `calc.negate`
 * @returns {TokenTable}
 */
export const tokenTableOf = (dictionary, negate) => {
  /** @type {TokenTable} */
  const table = { categories: {}, semanticFrom: {}, negativeFrom: {}, paths: {}, palettes: [] };
  const names = [...dictionary.flatMap.keys()];
  const byCategory = new Map();
  for (const name of names) {
    const token = dictionary.getByName(name);
    const { category, prop } = token.extensions;
    if (`${category}.${prop}` !== name) throw new Error(`${plugin}: token ${name} is not named by its category and prop`);
    if (!byCategory.has(category)) byCategory.set(category, []);
    byCategory.get(category).push(token);
  }
  for (const [category, tokens] of byCategory) {
    table.categories[category] = writeProps(tokens.map((token) => token.extensions.prop));
    const semanticFrom = firstOf(tokens, ({ extensions }) => !!(extensions.conditions || extensions.virtual), 'semantic');
    const negativeFrom = firstOf(tokens, ({ extensions }) => !!extensions.negative, 'negative');
    if (semanticFrom !== undefined) table.semanticFrom[category] = semanticFrom;
    if (negativeFrom !== undefined) table.negativeFrom[category] = negativeFrom;
    for (const token of tokens) {
      if (!token.extensions.negative && !isDeepStrictEqual(token.path, token.name.split('.'))) table.paths[token.name] = token.path;
    }
  }
  table.palettes = [...dictionary.colorPaletteMap.keys()];
  checkTable(table, dictionary, negate);
  return table;
};

/**
 * What the page reads of a dictionary, in a form `isDeepStrictEqual` compares (by name: the
 * table keeps each category's order, not the order of categories between them).
 */
const dictionaryFacts = (maps) => ({
  flat: [...maps.flatMap].sort(([a], [b]) => (a < b ? -1 : 1)),
  palettes: [...maps.colorPaletteMap].map(([palette, map]) => [palette, [...map].sort()]),
  // `system.token(name)`: a semantic or virtual token's variable, any other token's value.
  tokens: maps.allTokens.map((token) => {
    const { cssVar, conditions, virtual } = token.extensions;
    return [token.name, conditions || virtual ? cssVar.ref : token.value, cssVar.ref];
  }).sort(([a], [b]) => (a < b ? -1 : 1)),
});

/**
 * Throws unless the table fills a dictionary that reads as `dictionary` does, its plain
 * tokens' values read from the variables the global stylesheet declares (`cssVarMap`'s base).
 */
const checkTable = (table, dictionary, negate) => {
  const declared = dictionary.cssVarMap.get('base');
  const filled = runToEnd(fillTokenDictionarySteps(table, { formatCssVar: dictionary.formatCssVar, prefix: dictionary.prefix, negate, readVariable: (variable) => declared.get(variable) }));
  const chakra = {
    flatMap: dictionary.flatMap,
    colorPaletteMap: dictionary.colorPaletteMap,
    allTokens: [...dictionary.flatMap.keys()].map((name) => dictionary.getByName(name)),
  };
  if (!isDeepStrictEqual(dictionaryFacts(filled), dictionaryFacts(chakra))) {
    throw new Error(`${plugin}: the token table does not give back Chakra's token dictionary; check the plugin against this Chakra version`);
  }
};

// The slices of Chakra's module the replacement keeps, each matched exactly once.
const keptImports = [
  "import { memo } from '../utils/memo.js';",
  "import { cssVar } from './css-var.js';",
  "import { esc } from './esc.js';",
  "import { expandTokenReferences } from './expand-reference.js';",
  "import { createProps } from '../utils/create-props.js';",
];
const referencesImport = "import { TOKEN_PATH_REGEX, hasReference, expandReferences, getReferences } from './references.js';";
const formatters = `  const formatTokenName = (path) => path.join(".");
  const formatCssVar = (path, prefix2) => cssVar(path.join("-"), { prefix: prefix2 });
`;
// From the colour mix to the dictionary object: the lookups the page makes, as Chakra wrote them.
const lookupsStart = '  const colorMix = (value, tokenFn) => {';
const lookupsEnd = `    expandReferenceInValue
  };
`;
const categoriesStart = 'const tokenCategories = createProps()([';
const moduleEnd = 'export { createTokenDictionary, tokenCategories };';

/**
 * Chakra's system module with `system.token`'s map reading each plain token's value when asked
 * for, not all of them while the system is made (exported for its test): a filled dictionary
 * reads that value from the page's styles. Throws if Chakra's source changed.
 * @param {string} code Chakra's system.js
 * @returns {string}
 */
export const tokenValuesWhenAsked = (code) =>
  editSource(
    code,
    [
      [
        `    const value = isSemantic ? cssVar.ref : token.value;
    map.set(name, { value, variable: cssVar.ref });`,
        `    map.set(name, { get value() { return isSemantic ? cssVar.ref : token.value; }, variable: cssVar.ref });`,
      ],
    ],
    { plugin, module: "Chakra's createSystem", library: 'Chakra' },
  );

/** The one slice of `code` from `start` to the end of `end`; throws unless each is there once. */
const slice = (code, start, end) => {
  const from = code.indexOf(start);
  const to = code.indexOf(end, from);
  if (from === -1 || code.indexOf(start, from + 1) !== -1 || to === -1 || code.indexOf(end, to + 1) !== -1) {
    throw new Error(`${plugin}: "${start.split('\n')[0]}" not found once in Chakra's token dictionary; check the plugin against this Chakra version`);
  }
  return code.slice(from, to + end.length);
};

/**
 * Chakra's token dictionary module, filled from `table` instead of built (exported for its
 * test); throws if Chakra's source changed.
 * @param {string} code Chakra's token-dictionary.js
 * @param {TokenTable} table
 * @returns {string}
 */
export const prebuiltTokenDictionary = (code, table) => {
  for (const line of [...keptImports, referencesImport, formatters]) slice(code, line, line);
  const lookups = slice(code, lookupsStart, lookupsEnd);
  const categories = slice(code, categoriesStart, moduleEnd);
  return `// Filled from a table made at build time (scripts/vite/chakra-prebuilt-tokens.mjs).
${keptImports.join('\n')}
import { TOKEN_PATH_REGEX } from './references.js';
import { calc } from './calc.js';

const table = ${JSON.stringify(table)};
const fillTokenDictionarySteps = ${fillTokenDictionarySteps.toString()};
${runToEnd.toString()}
// The plain tokens' values are the variables the global stylesheet declares on the root.
let rootStyle;
const readVariable = (variable) => (rootStyle ??= getComputedStyle(document.documentElement)).getPropertyValue(variable).trim();

function* createTokenDictionarySteps(options) {
  const { prefix = "" } = options;
${formatters}  const { allTokens, tokenNameMap, flatMap, byCategoryJson, categoryMap, colorPaletteMap } = yield* fillTokenDictionarySteps(table, { formatCssVar, prefix, negate: calc.negate, readVariable });
  // Each condition's variables are the global stylesheet's (scripts/vite/chakra-static-globals.mjs).
  const cssVarMap = new Map();
  const registerToken = (token) => {
    allTokens.push(token);
    tokenNameMap.set(token.name, token);
  };
  const getByName = (name) => tokenNameMap.get(name);
${lookups}  return dictionary;
}
function createTokenDictionary(options) {
  return runToEnd(createTokenDictionarySteps(options));
}
// Made across tasks by the stepped createSystem (scripts/vite/chakra-system-in-steps.mjs).
createTokenDictionary.inSteps = createTokenDictionarySteps;
${categories}
`;
};

/**
 * @param {{ themeModule: string, alias: Record<string, string> }} options the module that
 *   exports `appSystem()`, and the aliases it imports through
 * @returns {import('vite').Plugin}
 */
export const chakraPrebuiltTokens = ({ themeModule, alias }) => {
  let build = false;
  return {
    name: 'kizuna:chakra-prebuilt-tokens',
    // src/app/theme.ts leaves the tokens and semantic tokens out of the browser's system when
    // the dictionary is prebuilt: nothing else reads them. The theme module evaluated in Node
    // above, without this plugin, sees no constant and keeps them.
    config: (_, { command }) => ({ define: { __CHAKRA_TOKENS_PREBUILT__: JSON.stringify(editsApply(command)) } }),
    configResolved(config) {
      build = editsApply(config.command);
    },
    transform: {
      filter: { id: [dictionaryModule, systemModule] },
      async handler(code, id) {
        if (!build) return null;
        if (systemModule.test(id)) return { code: tokenValuesWhenAsked(code), map: null };
        if (!dictionaryModule.test(id)) return null;
        const [system, { calc }] = await Promise.all([themeSystemInNode(themeModule, alias), import(pathToFileURL(path.join(path.dirname(id), 'calc.js')).href)]);
        return { code: prebuiltTokenDictionary(code, tokenTableOf(system.tokens, calc.negate)), map: null };
      },
    },
  };
};
