import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigs } from '@/app/theme';
import { systemInSteps } from '../../scripts/vite/chakra-system-in-steps.mjs';
import { runCountingStops } from '../run-counting-stops';
import { chakraSource, copyChakra, type ChakraCopy } from './chakra-copy';

// The production build's stepped createSystem (scripts/vite/chakra-system-in-steps.mjs), on the
// Chakra this project installs and Kizuna's own theme: the edited module is written beside a
// copy of Chakra's styled-system, loaded, and must make the system Chakra's own function makes.
// (Its token dictionary, filled from a table in production, has a test of its own:
// chakra-prebuilt-tokens.test.ts.)
const source = (file: string) => chakraSource(`styled-system/${file}`);
let copy: ChakraCopy;

type Stepped = typeof createSystem & { inSteps: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void> };
let stepped: Stepped;

beforeAll(async () => {
  copy = copyChakra('steps', { 'styled-system/system.js': systemInSteps(source('system.js')) });
  stepped = (await copy.load<{ createSystem: Stepped }>('styled-system/system.js')).createSystem;
});
afterAll(() => copy.remove());

/** What a system holds that screens read, in a form `toEqual` compares. */
const facts = (system: SystemContext) => ({
  tokens: system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.condition]),
  variables: [...system.tokens.cssVarMap].map(([condition, values]) => [condition, [...values]]),
  palettes: [...system.tokens.colorPaletteMap].map(([name, values]) => [name, [...values]]),
  properties: [...system.properties].sort(),
  css: system.css({ color: 'primary.fg', bg: { base: 'bg.muted', _dark: 'gray.900' }, px: { base: 4, md: 8 }, textStyle: 'sm', colorPalette: 'error' }),
  button: system.getRecipeFn('button')({ variant: 'soft', size: 'sm' }),
  token: [system.token('colors.primary.solid'), system.token.var('spacing.4')],
});

describe("Chakra's createSystem in steps, built with the app", () => {
  it('makes the same system stepped as Chakra does in one call, stopping between its phases', () => {
    const { stops, value: system } = runCountingStops(stepped.inSteps(...systemConfigs));
    // Each phase of the system is a stop of its own: after the layers, before and after the
    // token dictionary and the utilities, after the compositions, before and after the token map.
    expect(stops).toBe(7);
    const original = createSystem(...systemConfigs);
    expect(facts(system)).toEqual(facts(original));
    expect(facts(system).tokens.length).toBeGreaterThan(600);
  });

  it('keeps createSystem itself a plain call that returns the whole system', () => {
    expect(facts(stepped(...systemConfigs))).toEqual(facts(createSystem(...systemConfigs)));
  });

  it("fails the build if Chakra's source changes under the edits", () => {
    expect(() => systemInSteps(source('system.js').replace('assignComposition();\n', 'assignComposition(); \n'))).toThrow(/check the plugin against this Chakra version/);
    expect(() => systemInSteps(source('system.js') + '\nfunction createSystem(...configs) {}')).toThrow(/not found once/);
  });
});
