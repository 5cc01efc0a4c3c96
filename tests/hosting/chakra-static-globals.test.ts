import * as emotion from '@emotion/react';
import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { appSystem } from '@/app/theme';
import { globalCssOf, withoutRuntimeGlobals } from '../../scripts/vite/chakra-static-globals.mjs';
import { chakraSource } from './chakra-copy';

// The production build's static Chakra globals (scripts/vite/chakra-static-globals.mjs), on
// the Chakra this project installs and Kizuna's own theme. The journeys run on a production
// build, so every screen they check (and axe's contrast rules) draws with this stylesheet.
const systemSource = chakraSource('styled-system/system.js');

const system = appSystem();

describe("Chakra's global CSS, built with the app", () => {
  const css = globalCssOf(system, emotion, createCache);

  it('declares the layer order first, so the recipes Emotion adds later stay on top', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('holds the preflight, the global styles and every token variable in both colour modes', () => {
    expect(css).toMatch(/@layer reset\{/);
    expect(css).toMatch(/@layer base\{/);
    expect(css).toMatch(/@layer tokens\{/);
    // Kizuna's own palettes and the theme's global rule (src/app/theme.ts).
    expect(css).toMatch(/--chakra-colors-primary-solid:/);
    expect(css).toMatch(/--chakra-colors-fg-error:/);
    expect(css).toMatch(/overflow-wrap:anywhere/);
    // Semantic tokens change with the colour mode: a `.dark` rule sets them again.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
    // Every variable Chakra's token CSS would write (its `cssVarMap`, per condition) is here.
    const variables = new Set(css.match(/--chakra-(?:[\w-]|\\.)+(?=:)/g));
    // (A blank value, such as `blurs.none`, is no declaration at all, for Emotion as here.)
    const written = [...system.tokens.cssVarMap.values()].flatMap((vars) => [...vars].filter(([, value]) => String(value).trim() !== '').map(([name]) => name));
    expect(written.length).toBeGreaterThan(500);
    const missing = written.filter((variable) => !variables.has(variable));
    expect(missing).toEqual([]);
  });

  it('leaves createSystem without its start-up globals, and fails the build if Chakra changes', () => {
    const edited = withoutRuntimeGlobals(systemSource);
    expect(edited).toContain('const _global = [];');
    expect(edited).not.toMatch(/_global = \[getPreflightCss\(\)/);
    // The preflight's styles go only into the stylesheet.
    expect(edited).not.toContain('preflight.js');
    expect(() => withoutRuntimeGlobals(systemSource.replace("from './preflight.js'", "from './preflight.mjs'"))).toThrow(/check the plugin against this Chakra version/);
    // getTokenCss() and the rest stay available to anything that asks.
    expect(edited).toContain('getTokenCss,');
    expect(() => withoutRuntimeGlobals(systemSource.replace('getTokenCss()];', 'getTokenCss(), extra()];'))).toThrow(/check the plugin against this Chakra version/);
  });
});
