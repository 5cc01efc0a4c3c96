import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigs } from '@/app/theme';
import { recipePerComponent } from '../../scripts/vite/chakra-recipe-per-component.mjs';
import { chakraEsm, chakraSource, copyChakra, importChakraModule, type ChakraCopy } from './chakra-copy';

// The production build's styled factory (scripts/vite/chakra-recipe-per-component.mjs), on the
// Chakra this project installs: the edited module is written into a copy of Chakra's modules and
// loaded with the copy's provider and system. Rendered on the server (the node project has no
// DOM; Emotion then writes each rule into the markup), the same elements must come out as from
// Chakra's own factory, while each component makes its recipe once.
const source = chakraSource('styled-system/factory.js');

type Chakra = (tag: unknown, config?: object) => ComponentType<Record<string, unknown>>;
interface System {
  cva: (...args: unknown[]) => unknown;
}
interface Modules {
  chakra: Chakra & { span: ComponentType<Record<string, unknown>> };
  ChakraProvider: ComponentType<{ value: System; children?: ReactNode }>;
  system: System;
  createSystem: (...configs: object[]) => System;
}
let copy: ChakraCopy;
let edited: Modules;
let original: Modules;

const load = async (root: string): Promise<Modules> => {
  const { chakra } = await importChakraModule<{ chakra: Modules['chakra'] }>(root, 'styled-system/factory.js');
  const { ChakraProvider } = await importChakraModule<{ ChakraProvider: Modules['ChakraProvider'] }>(root, 'styled-system/provider.js');
  const { createSystem } = await importChakraModule<{ createSystem: Modules['createSystem'] }>(root, 'styled-system/system.js');
  return { chakra, ChakraProvider, system: createSystem(...systemConfigs), createSystem };
};

beforeAll(async () => {
  // Every module: the factory imports the provider's context and props helpers from outside the styled system.
  copy = copyChakra('factory', { 'styled-system/factory.js': recipePerComponent(source) }, 'all');
  [edited, original] = await Promise.all([load(copy.root), load(chakraEsm)]);
});
afterAll(() => copy.remove());

/** `system` with its `cva` counted: the recipes made while drawing with it. */
const countingRecipes = (system: System) => {
  let made = 0;
  return { value: { ...system, cva: (...args: unknown[]) => ((made += 1), system.cva(...args)) }, made: () => made };
};

/** A screen of rows, some built on another component, with variants and style props; and how often it asked for a recipe. */
const drawRows = ({ chakra, ChakraProvider, system }: Modules) => {
  const counting = countingRecipes(system);
  const Row = chakra('div', { base: { px: '2', color: 'fg.muted' }, variants: { tone: { loud: { fontWeight: 'bold' }, quiet: { opacity: 0.8 } } } });
  const Highlighted = chakra(Row, { base: { bg: 'bg.muted', _hover: { bg: 'gray.100' } } });
  const screen = () =>
    createElement(
      ChakraProvider,
      { value: counting.value },
      ...['loud', 'quiet', 'loud', undefined, 'quiet'].map((tone, index) => createElement(Row, { key: `row${index}`, tone, py: index }, `Row ${index}`)),
      ...['loud', 'quiet'].map((tone) => createElement(Highlighted, { key: tone, tone, colorPalette: 'error', color: 'colorPalette.fg' }, tone)),
      createElement(chakra.span, { key: 'span', fontSize: 'sm', _dark: { color: 'white' } }, 'a span'),
    );
  const first = renderToStaticMarkup(screen());
  const afterFirst = counting.made();
  const second = renderToStaticMarkup(screen());
  return { first, second, afterFirst, afterSecond: counting.made() };
};

describe("Chakra's styled factory, each component keeping its recipe", () => {
  it("draws the same elements, classes and CSS as Chakra's own factory", () => {
    const mine = drawRows(edited);
    const chakras = drawRows(original);
    expect(mine.first).toBe(chakras.first);
    expect(mine.second).toBe(chakras.second);
    expect(mine.first).toContain('font-weight:var(--chakra-font-weights-bold)');
  });

  it('makes a recipe once per component, not once per element and render', () => {
    const mine = drawRows(edited);
    // Row: its own; Highlighted: its own and Row's, which it is built on; the span: an empty one.
    expect(mine.afterFirst).toBe(4);
    expect(mine.afterSecond).toBe(4);
    // Chakra's own made them for each of the 8 elements, on each render.
    expect(drawRows(original).afterSecond).toBe(2 * (5 + 2 * 2 + 1));
  });

  it('makes the recipe again for another system, and draws with that one', () => {
    const { chakra, ChakraProvider, createSystem } = edited;
    const Row = chakra('div', { base: { px: '2' }, variants: { tone: { loud: { fontWeight: 'bold' } } } });
    const draw = (system: System) => {
      const counting = countingRecipes(system);
      const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: counting.value }, createElement(Row, { tone: 'loud' }, 'row')));
      return { markup, recipes: counting.made() };
    };
    const first = draw(edited.system);
    const other = draw(createSystem(...systemConfigs, { disableLayers: true }));
    expect(other.recipes).toBe(1);
    // Without cascade layers: the other system's recipe, not the first one's.
    expect(first.markup).toContain('@layer recipes');
    expect(other.markup).not.toContain('@layer');
    expect(draw(edited.system).recipes).toBe(1);
  });

  it('fails the build when Chakra changes the factory', () => {
    expect(() => recipePerComponent(source.replace('const cvaRecipe = mergeCva(baseCva, cvaFn);', 'const cvaRecipe = mergeCva(cvaFn, baseCva);'))).toThrow(/chakra-recipe-per-component: .* not found once in Chakra's styled factory/);
  });
});
