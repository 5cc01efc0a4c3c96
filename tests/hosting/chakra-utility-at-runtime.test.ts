import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigs } from '@/app/theme';
import { utilityAtRuntime } from '../../scripts/vite/chakra-utility-at-runtime.mjs';
import { chakraEsm, chakraSource, copyChakra, importChakraModule, type ChakraCopy } from './chakra-copy';

// The production build's Chakra utility (scripts/vite/chakra-utility-at-runtime.mjs), on the
// Chakra this project installs and Kizuna's own theme: the edited module is written beside a
// copy of Chakra's styled-system, and the system made through it must style every prop as
// Chakra's own does.
const source = (file: string) => chakraSource(`styled-system/${file}`);
let copy: ChakraCopy;

type Values = (theme: (category: string) => Record<string, string> | null) => Record<string, string>;
type CreateUtility = (options: {
  config: Record<string, { values?: Values | string; shorthand?: string }>;
  tokens: {
    getCategoryValues: (category: string) => Record<string, string> | null;
    colorPaletteMap: Map<string, Map<string, string>>;
    expandReferenceInValue: (value: string) => string;
    getVar: (name: string, fallback?: string) => string | undefined;
    getByName: (name: string) => unknown;
  };
}) => { transform: (prop: string, value: string) => Record<string, string>; getTypes: () => Map<string, string[]> };
let edited: { createSystem: typeof createSystem; createUtility: CreateUtility };
let original: { createUtility: CreateUtility };

beforeAll(async () => {
  copy = copyChakra('utility', { 'styled-system/utility.js': utilityAtRuntime(source('utility.js')) });
  const system = await copy.load<{ createSystem: typeof createSystem }>('styled-system/system.js');
  const utility = await copy.load<{ createUtility: CreateUtility }>('styled-system/utility.js');
  edited = { createSystem: system.createSystem, createUtility: utility.createUtility };
  original = await importChakraModule<{ createUtility: CreateUtility }>(chakraEsm, 'styled-system/utility.js');
});
afterAll(() => copy.remove());

/** How a system styles props of every kind of value: colours, palettes, tokens, shorthands, raw CSS, compositions. */
const styles = (system: SystemContext) => [
  system.css({ color: 'primary.fg', bg: 'bg.muted', borderColor: 'border', fill: 'currentBg', stroke: 'red.500', accentColor: 'green.700' }),
  system.css({ colorPalette: 'error', bg: 'colorPalette.solid', color: 'colorPalette.contrast', outlineColor: 'colorPalette.focusRing' }),
  system.css({ px: { base: 4, md: 8 }, gap: '2', rounded: 'l2', shadow: 'md', zIndex: 'overlay', fontSize: 'sm', fontWeight: 'semibold' }),
  system.css({ bgGradient: 'to-r', gradientFrom: 'pink.400', gradientTo: 'purple.600', textStyle: 'lg', layerStyle: 'fill.muted', animationStyle: 'slide-fade-in' }),
  system.css({ width: '37px', insetInlineStart: '1.5rem', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', _hover: { bg: 'gray.100' } }),
  system.getRecipeFn('button')({ variant: 'soft', size: 'sm' }),
  [...system.properties].sort(),
];

describe("Chakra's utility at runtime, built with the app", () => {
  it('styles every kind of prop as Chakra does', () => {
    const mine = styles(edited.createSystem(...systemConfigs));
    expect(mine).toEqual(styles(createSystem(...systemConfigs)));
    expect(JSON.stringify(mine[0])).toContain('var(--chakra-colors-primary-fg)');
  });

  it("calls a values function once for all the properties that name it, and keeps no types for Chakra's type generator", () => {
    const colors = { 'red.500': 'var(--red-500)', 'blue.500': 'var(--blue-500)' };
    const tokens = {
      getCategoryValues: (category: string) => (category === 'colors' ? colors : null),
      colorPaletteMap: new Map(),
      expandReferenceInValue: (value: string) => value,
      getVar: (_name: string, fallback?: string) => fallback,
      getByName: () => undefined,
    };
    const run = (createUtility: CreateUtility) => {
      let calls = 0;
      const values: Values = (theme) => {
        calls += 1;
        return { ...theme('colors'), currentBg: 'var(--bg-currentcolor)' };
      };
      const utility = createUtility({ config: { color: { values }, background: { values, shorthand: 'bg' }, borderColor: { values } }, tokens });
      return { calls, styles: ['color', 'bg', 'borderColor'].map((prop) => utility.transform(prop, 'red.500')), types: utility.getTypes().size };
    };
    const mine = run(edited.createUtility);
    const chakras = run(original.createUtility);
    expect(mine.styles).toEqual(chakras.styles);
    expect(mine.styles[0]).toEqual({ color: 'var(--red-500)' });
    // Chakra's: once per property for its values, and twice for its type.
    expect(chakras.calls).toBe(9);
    expect(mine.calls).toBe(1);
    expect(chakras.types).toBeGreaterThan(0);
    expect(mine.types).toBe(0);
  });

  it("fails the build if Chakra's source changes under the edits", () => {
    expect(() => utilityAtRuntime(source('utility.js').replace('    assignPropertyTypes();\n', ''))).toThrow(/check the plugin against this Chakra version/);
    expect(() => utilityAtRuntime(source('utility.js') + '\n  const propValues = /* @__PURE__ */ new Map();\n')).toThrow(/not found once/);
  });
});
