// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';
import { recipes, slotRecipes } from './theme-recipes';

// The system registers up front only the recipes the first screens use (theme-recipes.ts);
// the rest are registered by the files that render them (src/components/ui/recipes.ts). A
// Chakra component whose recipe is missing renders unstyled without any error, so this test
// reads every `@chakra-ui/react` import in src/ and checks that its recipes are registered.
const srcDir = path.resolve(import.meta.dirname, '..');

// Components whose recipe key is not their own name in camelCase.
const recipeKeysOf: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Toaster: ['toast'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Each file's Chakra component imports, and the recipe keys it registers itself. */
const chakraUse = (): { file: string; names: string[]; registers: Set<string> }[] =>
  sourceFiles(srcDir).map((file) => {
    const text = readFileSync(file, 'utf8');
    const names: string[] = [];
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.push(name);
      }
    }
    // `registerRecipes({ textarea: textareaRecipe })`, `registerSlotRecipes({ dialog: … })`
    const registers = new Set<string>();
    for (const match of text.matchAll(/register(?:Slot)?Recipes\(\{([^}]*)\}\)/g)) {
      for (const key of (match[1] ?? '').matchAll(/(\w+)\s*:/g)) registers.add(key[1] ?? '');
    }
    return { file: path.relative(srcDir, file), names, registers };
  });

const chakraHasRecipe = (key: string): boolean =>
  Boolean(defaultConfig.theme?.recipes?.[key] ?? defaultConfig.theme?.slotRecipes?.[key]);

const system = appSystem();

describe('the slim Chakra system', () => {
  it('registers the recipe of every Chakra component the app imports, up front or in the file that uses it', () => {
    const missing: string[] = [];
    for (const { file, names, registers } of chakraUse()) {
      for (const name of names) {
        const camel = name.charAt(0).toLowerCase() + name.slice(1);
        const keys = recipeKeysOf[name] ?? (chakraHasRecipe(camel) ? [camel] : []);
        for (const key of keys) {
          if (system.getRecipe(key) || system.getSlotRecipe(key) || registers.has(key)) continue;
          missing.push(`${name} (${file}) needs "${key}": register it in that file (src/components/ui/recipes.ts says how) or add it to src/app/theme-recipes.ts`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the recipes only some screens use out of the up-front theme', () => {
    const registeredLate = new Set(chakraUse().flatMap(({ registers }) => [...registers]));
    const upFront = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    expect([...registeredLate].filter((key) => upFront.has(key))).toEqual([]);
  });

  it('has every colour token the app and the recipes it registers name', () => {
    // The system leaves out the palettes and shades nothing draws (theme.ts). A colour it lacks
    // renders as no colour at all, without an error: so every `palette.shade` string in src/
    // and in the recipes Kizuna registers (up front or late) must be a token.
    const palettes = new Set([...Object.keys(defaultConfig.theme?.tokens?.colors ?? {}), ...Object.keys(defaultConfig.theme?.semanticTokens?.colors ?? {}), ...Object.keys(system._config.theme?.semanticTokens?.colors ?? {})]);
    const registered = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes), ...chakraUse().flatMap(({ registers }) => [...registers])]);
    const recipeTexts = [...registered].map((key) => JSON.stringify(defaultConfig.theme?.recipes?.[key] ?? defaultConfig.theme?.slotRecipes?.[key] ?? {}));
    const texts = [...sourceFiles(srcDir).map((file) => readFileSync(file, 'utf8')), ...recipeTexts];
    // 'primary.solid' as a prop value, or '{colors.red.500}' as a reference.
    const names = /['"]([a-z][a-zA-Z]*)\.([a-zA-Z0-9]+)['"]|\{colors\.([a-z][a-zA-Z]*)\.([a-zA-Z0-9]+)\}/g;
    const named = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(names)].map((match) => [match[1] ?? match[3], match[2] ?? match[4]]).filter(([palette]) => palettes.has(palette!)).map(([palette, shade]) => `${palette}.${shade}`),
      ),
    );
    // The toast recipe's status colours, and the app's own palette picks, are among them.
    expect([...named]).toEqual(expect.arrayContaining(['orange.solid', 'red.contrast', 'primary.solid']));
    for (const text of texts) for (const [, palette] of text.matchAll(/colorPalette[=:]\s*\{?['"]([a-z][a-zA-Z]*)['"]/g)) named.add(`${palette}.solid`);
    expect(named).toContain('success.solid');
    expect([...named].filter((name) => !system.tokens.getByName(`colors.${name}`))).toEqual([]);
    // Nothing the screens draw falls back to Chakra's palettes that the theme leaves out.
    expect(system.tokens.getByName('colors.blue.solid')).toBeUndefined();
  });

  it("keeps Kizuna's own tokens and button variants", () => {
    expect(system.token('colors.primary.solid')).toBeDefined();
    expect(system.token('colors.fg.error')).toBeDefined();
    const button = system.getRecipe('button') as { variants?: { variant?: Record<string, unknown> } };
    expect(Object.keys(button.variants?.variant ?? {})).toEqual(expect.arrayContaining(['solid', 'outline', 'soft', 'link']));
  });
});
