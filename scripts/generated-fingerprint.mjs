// What `npm run generate` reads and writes, as one hash each. generate.mjs skips the tools when
// neither has changed since its last run: orval and typesafe-i18n took ~5.5 s of every
// `npm start`, `npm run test:unit` and build even when nothing they read had changed.
// The record lives in node_modules, so a fresh install (new tool versions) starts over.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (recursively), as paths relative to `root`, sorted. */
const filesUnder = (root, dir) => {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [dir];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
};

/** Files typesafe-i18n writes into src/i18n (the rest of the folder is its input). */
const isGeneratedI18n = (file) => /^src\/i18n\/i18n-[^/]+\.tsx?$/.test(file.split(path.sep).join('/'));

// The sources: the contract, the translations (typesafe-i18n reads the base locale and lists
// the locale folders), the tools' settings, the scripts that run them and the installed
// versions. Anything else generate reads is one of these.
// tests/hosting/generated-fingerprint.test.ts checks that every script these import is listed.
export const toolInputs = [
  'orval.config.ts',
  'scripts/whole-numbers.ts',
  '.typesafe-i18n.json',
  'scripts/generate.mjs',
  'scripts/generated-fingerprint.mjs',
  'scripts/contract-limits.mjs',
  'scripts/upload-rules.mjs',
  'scripts/mock-worker-filter.mjs',
  'mocks/mocked-paths.json',
  'node_modules/.package-lock.json',
];
const inputs = (root) => [
  ...filesUnder(root, 'openapi'),
  ...filesUnder(root, 'src/i18n').filter((file) => !isGeneratedI18n(file)),
  ...toolInputs,
];

// What it writes. Hashed too, so a generated file deleted or edited by hand is written again.
const outputs = (root) => [
  ...filesUnder(root, 'src/api/generated'),
  ...filesUnder(root, 'src/i18n').filter(isGeneratedI18n),
  'public/mockServiceWorker.js',
];

const hashOf = (root, files) => {
  const hash = createHash('sha256');
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '(missing)');
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** @param {string} root the project root */
const fingerprintOf = (root) => ({ inputs: hashOf(root, inputs(root)), outputs: hashOf(root, outputs(root)) });

/** Where the last run's fingerprint is kept. */
const fingerprintFile = (root) => path.join(root, 'node_modules/.cache/kizuna-generate.json');

/** Records what a finished generate read and wrote. */
export const recordFingerprint = (root) => {
  mkdirSync(path.dirname(fingerprintFile(root)), { recursive: true });
  writeFileSync(fingerprintFile(root), `${JSON.stringify(fingerprintOf(root))}\n`);
};

/** True when the last generate ran on these inputs and its outputs are still as it left them. */
export const isUpToDate = (root) => {
  const file = fingerprintFile(root);
  if (!existsSync(file)) return false;
  try {
    const recorded = JSON.parse(readFileSync(file, 'utf8'));
    const now = fingerprintOf(root);
    return recorded.inputs === now.inputs && recorded.outputs === now.outputs;
  } catch {
    return false;
  }
};
