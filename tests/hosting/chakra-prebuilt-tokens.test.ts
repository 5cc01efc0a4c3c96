import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemConfigs } from '@/app/theme';
import { recipes, slotRecipes } from '@/app/theme-recipes';
import { prebuiltTokenDictionary, tokenTableOf, tokenValuesWhenAsked, type TokenTable } from '../../scripts/vite/chakra-prebuilt-tokens.mjs';
import { withoutRuntimeGlobals } from '../../scripts/vite/chakra-static-globals.mjs';
import { systemInSteps } from '../../scripts/vite/chakra-system-in-steps.mjs';
import { runToEnd } from '../../scripts/vite/run-to-end.mjs';
import { runCountingStops } from '../run-counting-stops';
import { chakraEsm, chakraSource, copyChakra, importChakraModule, type ChakraCopy } from './chakra-copy';

// The production build's token dictionary (scripts/vite/chakra-prebuilt-tokens.mjs), filled
// from a table of Kizuna's theme instead of built at start-up. Chakra's system module, edited as
// the build edits it, and the filled dictionary are written beside a copy of Chakra's
// styled-system and loaded: the system they make must style everything as Chakra's own does.
const source = (file: string) => chakraSource(`styled-system/${file}`);
let copy: ChakraCopy;

const chakra = createSystem(...systemConfigs);
type Calc = { negate: (value: string) => string };
let table: TokenTable;
type Stepped = typeof createSystem & { inSteps: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void> };
let prebuilt: SystemContext;
let stepped: Stepped;
let reads = 0;
let readsWhileMade = 0;

beforeAll(async () => {
  const { calc } = await importChakraModule<{ calc: Calc }>(chakraEsm, 'styled-system/calc.js');
  table = tokenTableOf(chakra.tokens, calc.negate);
  copy = copyChakra('tokens', {
    'styled-system/system.js': systemInSteps(tokenValuesWhenAsked(withoutRuntimeGlobals(source('system.js')))),
    'styled-system/token-dictionary.js': prebuiltTokenDictionary(source('token-dictionary.js'), table),
  });
  // A plain token's value is read from the variable the global stylesheet declares on the root:
  // here, Chakra's own declarations, as a browser would report them (a string, trimmed).
  const declared = chakra.tokens.cssVarMap.get('base')!;
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('getComputedStyle', () => ({
    getPropertyValue: (variable: string) => {
      reads += 1;
      return declared.has(variable) ? ` ${String(declared.get(variable))} ` : '';
    },
  }));
  stepped = (await copy.load<{ createSystem: Stepped }>('styled-system/system.js')).createSystem;
  prebuilt = stepped(...systemConfigs);
  readsWhileMade = reads;
});
afterAll(() => {
  vi.unstubAllGlobals();
  copy.remove();
});

const names = () => [...chakra.tokens.flatMap.keys()];
/** Every variant of every recipe the theme registers, as the CSS it makes. */
const recipeStyles = (system: SystemContext) => [
  ...Object.entries(recipes).flatMap(([key, recipe]) =>
    Object.entries(recipe.variants ?? {}).flatMap(([variant, values]) => Object.keys(values).map((value) => [key, variant, value, system.getRecipeFn(key)({ [variant]: value })])),
  ),
  ...Object.entries(slotRecipes).flatMap(([key, recipe]) =>
    Object.entries(recipe.variants ?? {}).flatMap(([variant, values]) => Object.keys(values).map((value) => [key, variant, value, system.getSlotRecipeFn(key)({ [variant]: value })])),
  ),
];
/** Style props of every kind a screen writes, as the CSS they make. */
const styleProps = (system: SystemContext) =>
  [
    { color: 'primary.fg', bg: { base: 'bg.muted', _dark: 'gray.900' }, px: { base: 4, md: 8 }, textStyle: 'sm', colorPalette: 'error' },
    { colorPalette: 'gray', bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.200' },
    { mt: '-4', mx: '-0.5', gap: '1.5', w: '0.5', maxW: 'breakpoint-md', h: 'dvh', zIndex: 'modal' },
    { bg: 'red.500/40', boxShadow: 'md', rounded: 'l2', fontSize: '2xl', lineHeight: 'moderate', animationDuration: 'slow' },
    { hideBelow: 'md', hideFrom: 'lg', layerStyle: 'fill.subtle', borderWidth: '1px', border: '1px solid {colors.border}' },
  ].map((props) => system.css(props));

describe("Chakra's token dictionary filled from a table, built with the app", () => {
  it('styles every recipe variant and style prop as Chakra does', () => {
    expect(recipeStyles(prebuilt)).toEqual(recipeStyles(chakra));
    expect(recipeStyles(chakra).length).toBeGreaterThan(40);
    expect(styleProps(prebuilt)).toEqual(styleProps(chakra));
    expect(prebuilt.properties).toEqual(chakra.properties);
  });

  it('gives every token its variable, every category its values, every palette its keys', () => {
    expect(names().length).toBeGreaterThan(500);
    expect(names().map((name) => prebuilt.tokens.getVar(name))).toEqual(names().map((name) => chakra.tokens.getVar(name)));
    for (const category of Object.keys(table.categories)) expect(prebuilt.tokens.getCategoryValues(category)).toEqual(chakra.tokens.getCategoryValues(category));
    expect(prebuilt.tokens.colorPaletteMap).toEqual(chakra.tokens.colorPaletteMap);
    // A negative token is the token it negates in calc(), with that token's variable.
    expect(prebuilt.tokens.getVar('spacing.-4')).toBe('calc(var(--chakra-spacing-4) * -1)');
  });

  it("answers system.token as Chakra does: a semantic token's variable, a plain token's value", () => {
    // Making the system reads no style of the page; only asking for a plain token's value does.
    expect(readsWhileMade).toBe(0);
    // The page reports a value as a trimmed string: `zIndex.base` is "0" (Chakra's number 0 is
    // falsy, and system.token gives its fallback instead) and `blurs.none`, a blank, is none.
    const shown = (value: unknown) => (value == null || String(value).trim() === '' ? undefined : String(value));
    const chakraToken = (name: string) => shown(chakra.token(name) ?? chakra.tokens.getByName(name)?.value);
    expect(names().map((name) => [prebuilt.token.var(name), shown(prebuilt.token(name))])).toEqual(names().map((name) => [chakra.token.var(name), chakraToken(name)]));
    expect(prebuilt.token('colors.primary.solid')).toBe('var(--chakra-colors-primary-solid)');
    expect(prebuilt.token('colors.purple.700')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(reads).toBeGreaterThan(300);
  });

  it('fills the dictionary in steps of the stepped createSystem, to the same system', () => {
    const { stops, value: system } = runCountingStops(stepped.inSteps(...systemConfigs));
    // The system's own 7 stops (chakra-system-in-steps.test.ts), and one every 80 tokens of the fill.
    expect(stops).toBe(7 + Math.floor(names().length / 80));
    expect(stops).toBeGreaterThan(12);
    expect(styleProps(system)).toEqual(styleProps(chakra));
    expect(system.tokens.colorPaletteMap).toEqual(chakra.tokens.colorPaletteMap);
  });

  it('also fills the dictionary in one call, for a caller that does not step', async () => {
    type Dictionary = { flatMap: Map<string, string> };
    const { createTokenDictionary } = await copy.load<{
      createTokenDictionary: ((options: { prefix: string }) => Dictionary) & { inSteps: (options: { prefix: string }) => Generator<void, Dictionary, void> };
    }>('styled-system/token-dictionary.js');
    const stepped = runToEnd(createTokenDictionary.inSteps({ prefix: 'chakra' }));
    expect([...createTokenDictionary({ prefix: 'chakra' }).flatMap]).toEqual([...stepped.flatMap]);
    expect(stepped.flatMap.get('colors.bg')).toBe(chakra.tokens.flatMap.get('colors.bg'));
  });

  it('keeps a table far smaller than the theme it stands for', () => {
    // Names, where the semantic and negative ones start, and the palettes: no values.
    expect(JSON.stringify(table).length).toBeLessThan(5_000);
    // Props that share a first segment are one item: `gray:50,100,…`.
    expect(table.categories.colors).toMatch(/(^| )gray:50,100,200,/);
    expect(JSON.stringify(table)).not.toMatch(/#[0-9a-f]{6}/i);
  });

  it("fails the build if Chakra's source or dictionary changes under the table", () => {
    const dictionary = source('token-dictionary.js');
    expect(() => prebuiltTokenDictionary(dictionary.replace('    expandReferenceInValue\n  };', '    expandReferenceInValue,\n    more\n  };'), table)).toThrow(/check the plugin against this Chakra version/);
    expect(() => prebuiltTokenDictionary(dictionary.replace("import { esc } from './esc.js';", "import { esc } from './escape.js';"), table)).toThrow(/check the plugin against this Chakra version/);
    expect(() => tokenValuesWhenAsked(source('system.js').replace('map.set(name, { value,', 'map.set(name, { value: value,'))).toThrow(/check the plugin against this Chakra version/);
    // A dictionary whose variables a table cannot give back (here one token's variable renamed).
    const renamed = { ...chakra.tokens, flatMap: new Map([...chakra.tokens.flatMap].map(([name, value]) => [name, name === 'colors.bg' ? 'var(--chakra-colors-page)' : value])) };
    expect(() => tokenTableOf(renamed, (value) => value)).toThrow(/does not give back Chakra's token dictionary/);
    // A token name with one of the table's separators in it cannot be written.
    const separated = createSystem(defaultBaseConfig, { theme: { tokens: { sizes: { 'a:b': { value: '1px' } } } } });
    expect(() => tokenTableOf(separated.tokens, (value) => value)).toThrow(/cannot be written in the table/);
  });
});
