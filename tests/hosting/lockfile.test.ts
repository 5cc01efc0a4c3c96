import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockfileProblems } from '../../scripts/supply-chain/lockfile.mjs';

const integrity = `sha512-${'A'.repeat(86)}==`;
const lockWith = (packages: Record<string, Record<string, unknown>>) => ({ lockfileVersion: 3, packages: { '': { name: 'kizuna' }, ...packages } });

describe('lockfileProblems', () => {
  it('passes the repository lockfile', () => {
    const lock: unknown = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(lockfileProblems(lock)).toEqual([]);
  });

  it('accepts registry packages with and without `resolved`', () => {
    expect(
      lockfileProblems(
        lockWith({
          'node_modules/react': { version: '19.3.1', integrity },
          'node_modules/@emotion/react': { version: '11.14.0', integrity, resolved: 'https://registry.npmjs.org/@emotion/react/-/react-11.14.0.tgz' },
          'node_modules/string-width-cjs': { name: 'string-width', version: '4.2.3', integrity, resolved: 'https://registry.npmjs.org/string-width/-/string-width-4.2.3.tgz' },
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['no integrity', { version: '1.0.0' }, 'no integrity'],
    ['a sha1 integrity', { version: '1.0.0', integrity: 'sha1-abcdefabcdefabcdefabcdefabc=' }, 'not sha512'],
    ['another registry', { version: '1.0.0', integrity, resolved: 'https://evil.example/left-pad/-/left-pad-1.0.0.tgz' }, 'outside'],
    ['plain http', { version: '1.0.0', integrity, resolved: 'http://registry.npmjs.org/left-pad/-/left-pad-1.0.0.tgz' }, 'outside'],
    ['a git source', { version: '1.0.0', integrity, resolved: 'git+ssh://git@github.com/x/left-pad.git#abc' }, 'outside'],
    ['a local file', { version: '1.0.0', integrity, resolved: 'file:../left-pad' }, 'outside'],
    ['another package’s tarball', { version: '1.0.0', integrity, resolved: 'https://registry.npmjs.org/evil-pad/-/evil-pad-1.0.0.tgz' }, 'another package'],
  ])('refuses %s', (_label, entry, problem) => {
    const problems = lockfileProblems(lockWith({ 'node_modules/left-pad': entry }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('refuses a link outside the repository and an old lockfile', () => {
    expect(lockfileProblems(lockWith({ 'node_modules/x': { link: true, resolved: '../elsewhere' } }))[0]).toContain('outside the repository');
    expect(lockfileProblems({ lockfileVersion: 1, dependencies: {} })[0]).toContain('required');
  });
});
