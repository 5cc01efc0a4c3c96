import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every `.test.ts` file under `dir`, relative to the project root. */
const plainTestFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

describe("the unit suite's environments (vite.config.ts)", () => {
  // The node project's workers are shared by its files (isolate: false). A file that asks for
  // jsdom in a docblock makes Vitest start a worker for it, and the files after it a fresh one,
  // which loads msw, the mock backend and the contract again: ~4 s of the project's wall time
  // and ~6 s of CPU (docs/decisions/testing.md). Such a file belongs in `domTestsInTs`.
  it('has no plain .ts test that switches to a DOM environment in a docblock', () => {
    const files = ['src', 'mocks', 'tests'].flatMap(plainTestFiles);
    expect(files.length).toBeGreaterThan(50);
    const switching = files.filter((file) => /@vitest-environment\s+(jsdom|happy-dom)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(switching).toEqual([]);
  });
});
