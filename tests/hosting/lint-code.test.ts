import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheInputs, cacheKey, cacheRoot, lint } from '../../scripts/lint-code.mjs';

// `npm run lint:code` skips files ESLint's cache says passed: a cache that outlived a change
// would let a lint error through. A small project with a rule-only config stands in for ours.
let root = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const config = (rules: Record<string, string>) => `export default [{ files: ['**/*.js'], rules: ${JSON.stringify(rules)} }];\n`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kizuna-lint-'));
  write('package.json', '{ "type": "module" }\n');
  write('eslint.config.js', config({ 'no-debugger': 'error' }));
  write('src/a.js', 'export const a = 1;\n');
  write('src/b.js', 'export const b = 2;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the lint cache', () => {
  it('has a new key whenever an input of the configuration changes', () => {
    for (const file of cacheInputs) {
      const before = cacheKey(root);
      write(file, `changed ${file}\n`);
      expect(cacheKey(root), file).not.toBe(before);
    }
  });

  it('still finds an error put into a file after a passing run', () => {
    expect(lint(root, [], { quiet: true })).toBe(0);
    write('src/b.js', 'debugger;\nexport const b = 2;\n');
    expect(lint(root, [], { quiet: true })).toBe(1);
  });

  // One sequence for two checks: each ESLint run is a process of its own (~0.5-1 s).
  it('lints unchanged files again when the configuration changes, and keeps the cache under the new key only', () => {
    write('src/a.js', 'const unused = 1;\nexport const a = 1;\n');
    expect(lint(root, [], { quiet: true })).toBe(0);
    const first = cacheKey(root);
    expect(readdirSync(path.join(cacheRoot(root), first)).length, 'a cache file under the key').toBeGreaterThan(0);
    write('eslint.config.js', config({ 'no-debugger': 'error', 'no-unused-vars': 'error' }));
    expect(lint(root, [], { quiet: true })).toBe(1);
    expect(cacheKey(root)).not.toBe(first);
    expect(readdirSync(cacheRoot(root))).toEqual([cacheKey(root)]);
  });
});
