import { createSystem, type SystemContext } from '@chakra-ui/react';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigs } from '@/app/theme';
import { systemInSteps } from '../../scripts/vite/chakra-system-in-steps.mjs';
import { runCountingStops } from '../run-counting-stops';

// The production build's stepped createSystem (scripts/vite/chakra-system-in-steps.mjs), on the
// Chakra this project installs and Kizuna's own theme: the edited module is written beside a
// copy of Chakra's styled-system, loaded, and must make the system Chakra's own function makes.
// (Its token dictionary, filled from a table in production, has a test of its own:
// chakra-prebuilt-tokens.test.ts.)
const chakraRoot = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const esm = path.join(chakraRoot, 'dist/esm');
const source = (file: string) => readFileSync(path.join(esm, 'styled-system', file), 'utf8');
// Inside node_modules, so the copy's own imports (@pandacss/is-valid-prop) resolve, and Vitest
// leaves it to Node.
const copy = path.join(path.dirname(chakraRoot), '..', '.cache', `kizuna-chakra-steps-${process.pid}`);

type Stepped = typeof createSystem & { inSteps: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void> };
let stepped: Stepped;

beforeAll(async () => {
  mkdirSync(copy, { recursive: true });
  for (const folder of ['styled-system', 'utils']) cpSync(path.join(esm, folder), path.join(copy, folder), { recursive: true });
  writeFileSync(path.join(copy, 'styled-system/system.js'), systemInSteps(source('system.js')));
  const module = (await import(/* @vite-ignore */ pathToFileURL(path.join(copy, 'styled-system/system.js')).href)) as { createSystem: Stepped };
  stepped = module.createSystem;
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

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
