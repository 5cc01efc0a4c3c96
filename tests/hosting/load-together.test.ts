import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTogether, loadTogetherGroups, srcDir } from '../../scripts/vite/load-together.mjs';

// A set names files by path; one that moved or was renamed would silently leave the set and
// go back to a chunk of its own.
describe('the chunks of modules that load together', () => {
  it('name only files that exist', () => {
    const missing = Object.values(loadTogether)
      .flat()
      .filter((file) => !existsSync(path.join(srcDir, file)));
    expect(missing).toEqual([]);
  });

  it('capture exactly the files listed, by their absolute path', () => {
    const [group] = loadTogetherGroups();
    const [first = ''] = loadTogether[group?.name ?? ''] ?? [];
    expect(group?.test(path.join(srcDir, first))).toBe(true);
    expect(group?.test(path.join(srcDir, 'features/auth/pages/sign-in-page.tsx'))).toBe(false);
    expect(group?.includeDependenciesRecursively).toBe(false);
    // A module split per declaration (scripts/vite/module-per-declaration.mjs) goes with its pieces.
    expect(group?.test(`\0module-per-declaration:${path.join(srcDir, first)}?declaration=3`)).toBe(true);
  });
});
