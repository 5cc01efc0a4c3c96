import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUpToDate, recordFingerprint, toolInputs } from '../../scripts/generated-fingerprint.mjs';

// generate.mjs skips orval and typesafe-i18n when this says nothing changed: a stale "up to
// date" would leave the app on an old contract or old translation keys.
let root = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const recordRun = () => recordFingerprint(root);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kizuna-generate-'));
  write('openapi/openapi.yaml', 'openapi: 3.1.0\n');
  write('src/i18n/en/app.ts', 'export default { hello: "Hello" };\n');
  write('src/i18n/ja/app.ts', 'export default { hello: "こんにちは" };\n');
  write('src/i18n/i18n-types.ts', 'export type Hello = string;\n');
  write('src/api/generated/endpoints/chat.ts', 'export const chat = 1;\n');
  write('public/mockServiceWorker.js', '/* msw */\n');
  write('node_modules/.package-lock.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the fingerprint of what generate reads and writes', () => {
  it('is up to date only after a run, while nothing changes', () => {
    expect(isUpToDate(root)).toBe(false);
    recordRun();
    expect(isUpToDate(root)).toBe(true);
  });

  it.each([
    ['the contract', 'openapi/openapi.yaml'],
    ['an English string', 'src/i18n/en/app.ts'],
    ['a Japanese string', 'src/i18n/ja/app.ts'],
    ['an installed tool', 'node_modules/.package-lock.json'],
    ['a generated client file, edited by hand', 'src/api/generated/endpoints/chat.ts'],
    ['the generated i18n types, edited by hand', 'src/i18n/i18n-types.ts'],
  ])('is stale once %s changes', (_, file) => {
    recordRun();
    write(file, 'changed\n');
    expect(isUpToDate(root)).toBe(false);
  });

  it('is stale when a generated file is deleted or a new locale appears', () => {
    recordRun();
    rmSync(path.join(root, 'public/mockServiceWorker.js'));
    expect(isUpToDate(root)).toBe(false);
    recordRun();
    write('src/i18n/ko/app.ts', 'export default {};\n');
    expect(isUpToDate(root)).toBe(false);
  });
});

describe('the inputs of generate', () => {
  const projectRoot = path.resolve(import.meta.dirname, '../..');
  /** The project files a script imports by a relative path, as paths from the project root. */
  const localImports = (file: string): string[] =>
    [...readFileSync(path.join(projectRoot, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, specifier = '']) => {
      const target = path.relative(projectRoot, path.resolve(path.dirname(path.join(projectRoot, file)), specifier));
      return ['', '.ts', '.mjs'].map((ext) => target + ext).find((candidate) => existsSync(path.join(projectRoot, candidate))) ?? target;
    });

  it('list every script the tools and generate itself import', () => {
    const scripts = toolInputs.filter((file) => /\.(ts|mjs)$/.test(file));
    const imported = scripts.flatMap(localImports).filter((file) => !file.startsWith('src/') && !file.endsWith('.json'));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((file) => !toolInputs.includes(file))).toEqual([]);
  });
});
