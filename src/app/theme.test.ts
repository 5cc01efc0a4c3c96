// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

// The system registers only the recipes the app uses (theme-recipes.ts). A Chakra component
// whose recipe is missing renders unstyled without any error, so this test reads every
// `@chakra-ui/react` import in src/ and checks that the recipes it needs are registered.
const srcDir = path.resolve(import.meta.dirname, '..');

// Components whose recipe key is not their own name in camelCase.
const recipeKeysOf: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  InputGroup: ['inputAddon', 'input'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Toaster: ['toast'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const importedChakraNames = (): Map<string, string> => {
  const names = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.set(name, path.relative(srcDir, file));
      }
    }
  }
  return names;
};

const chakraHasRecipe = (key: string): boolean =>
  Boolean(defaultConfig.theme?.recipes?.[key] ?? defaultConfig.theme?.slotRecipes?.[key]);

describe('the slim Chakra system', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    for (const [name, file] of importedChakraNames()) {
      const camel = name.charAt(0).toLowerCase() + name.slice(1);
      const keys = recipeKeysOf[name] ?? (chakraHasRecipe(camel) ? [camel] : []);
      for (const key of keys) {
        if (!system.getRecipe(key) && !system.getSlotRecipe(key)) missing.push(`${name} (${file}) needs "${key}": add it to src/app/theme-recipes.ts`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps Kizuna's own tokens and button variants", () => {
    expect(system.token('colors.primary.500')).toBeDefined();
    expect(system.token('colors.fg.error')).toBeDefined();
    const button = system.getRecipe('button') as { variants?: { variant?: Record<string, unknown> } };
    expect(Object.keys(button.variants?.variant ?? {})).toEqual(expect.arrayContaining(['solid', 'outline', 'soft', 'link']));
  });
});
