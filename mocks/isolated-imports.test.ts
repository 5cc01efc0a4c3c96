import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Every mock module can be the first one a process imports. When the store seeded itself on
// load, importing e.g. areas/onboarding/rules.ts first threw "Cannot access 'emptyOnboarding'
// before initialization", and the tests passed only thanks to the order of their imports.
const root = __dirname;
const modules = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench)\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

describe('each mocks module, imported first and alone', () => {
  it('finds the modules', () => {
    expect(modules).toContain('areas/onboarding/rules.ts');
    expect(modules.length).toBeGreaterThan(60);
  });

  it.each(modules)('%s', async (file) => {
    vi.resetModules();
    await expect(import(/* @vite-ignore */ `./${file}`)).resolves.toBeTypeOf('object');
  });
});
