// `npm run lint:code`: ESLint over the whole project, with ESLint's cache. A file whose content
// and configuration are unchanged since a passing run is not linted again: lint was the longest
// lane of `npm test`'s second stage (~40 s of CPU, 90–130 s of wall time sharing the two cores
// with the builds and the route check), and most runs change a handful of files
// (docs/decisions/testing.md has the figures).
//
// Why the cache can be trusted here:
// - ESLint keys each file's entry by its content (`--cache-strategy content`, so a checkout's
//   fresh modification times change nothing) and by the configuration that applies to it.
// - That configuration hash does not see a plugin's code, so the cache lives in a folder named
//   after everything the configuration is made of: the installed packages' lock, the ESLint
//   config and the TypeScript config the import resolver reads. A new install, a changed rule
//   or a changed path alias starts an empty cache; the folders of older keys are removed.
// - The rules that look at other files: `import-x/no-cycle` reports a new cycle in the file
//   whose change closes it (that file is linted again), and `import-x/no-restricted-paths`
//   judges a file's own imports. An import of a file that no longer exists is the type
//   check's error, which runs in the same `npm test` stage.
// A clean clone (CI) has no cache and lints everything. `--no-cache`-like runs: delete
// node_modules/.cache/eslint.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the lint configuration is made of; a change to any of them starts an empty cache. */
export const cacheInputs = ['node_modules/.package-lock.json', 'eslint.config.js', 'tsconfig.json', 'package.json'];

/** The cache folder's name: a hash of the inputs' contents (a missing file counts as empty). */
export const cacheKey = (root) => {
  const hash = createHash('sha256');
  for (const file of cacheInputs) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0`).update(existsSync(absolute) ? readFileSync(absolute) : '').update('\0');
  }
  return hash.digest('hex').slice(0, 16);
};

/** Where the caches live: one folder per key. */
export const cacheRoot = (root) => path.join(root, 'node_modules', '.cache', 'eslint');

/**
 * Runs ESLint (this project's) in `root` with the cache for the current key, after removing the
 * folders of other keys; returns ESLint's exit status.
 */
export const lint = (root, args = [], { quiet = false } = {}) => {
  const key = cacheKey(root);
  const caches = cacheRoot(root);
  if (existsSync(caches)) {
    for (const entry of readdirSync(caches)) if (entry !== key) rmSync(path.join(caches, entry), { recursive: true, force: true });
  }
  // ESLint's package exports no bin path: its folder is found through its package.json.
  const eslint = path.join(path.dirname(createRequire(import.meta.url).resolve('eslint/package.json')), 'bin', 'eslint.js');
  // ESLint writes no cache into a folder that does not exist yet.
  const folder = path.join(caches, key);
  mkdirSync(folder, { recursive: true });
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', `${folder}${path.sep}`];
  const result = spawnSync(process.execPath, [eslint, '.', '--max-warnings', '0', ...cache, ...args], { cwd: root, stdio: quiet ? 'ignore' : 'inherit' });
  return result.status ?? 1;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  process.exit(lint(root, process.argv.slice(2)));
}
