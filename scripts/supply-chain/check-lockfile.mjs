// `npm test` step: the lockfile's integrity (scripts/supply-chain/lockfile.mjs says what is checked).
import { readFileSync } from 'node:fs';
import { lockfileProblems, expectedRegistry } from './lockfile.mjs';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
const problems = lockfileProblems(lock);
const count = Object.keys(lock.packages ?? {}).length - 1;
if (problems.length > 0) {
  console.error(`package-lock.json: ${problems.length} problem(s) in ${count} packages:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`package-lock.json: ${count} packages, each pinned by sha512 integrity, none from outside ${expectedRegistry}`);
