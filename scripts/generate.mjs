// Regenerates everything derived from source files: the API client and Zod schemas (orval,
// from openapi/openapi.yaml) with the upload rules, the typesafe-i18n types (from src/i18n/en),
// and the MSW service worker (from the installed msw, with our filter in front:
// scripts/mock-worker-filter.mjs). None of it is committed, so none of
// it can drift from its source. When nothing it reads or wrote has changed since its last run,
// it runs no tool (scripts/generated-fingerprint.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeContractLimits } from './contract-limits.mjs';
import { isUpToDate, recordFingerprint } from './generated-fingerprint.mjs';
import { filterMockWorker } from './mock-worker-filter.mjs';
import { writeUploadRules } from './upload-rules.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!process.argv.includes('--force') && isUpToDate(root)) {
  console.log('generate: the contract, the translations and the tools are as at the last run; nothing to regenerate (--force to run anyway)');
  process.exit(0);
}
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** Runs a tool of node_modules/.bin; rejects when it fails. */
const run = (name, args, stderr = 'inherit') =>
  new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { cwd: root, stdio: ['ignore', 'ignore', stderr] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`))));
  });

// orval and typesafe-i18n read different sources and write different files, and each is one
// core's work for seconds (3.2 and 4.5 s): side by side, generate takes the longer of the two.
const api = run('orval', ['--config', 'orval.config.ts']).then(() => {
  writeUploadRules(root);
  writeContractLimits(root);
});

// On a fresh checkout typesafe-i18n complains that its own types file does not exist yet (the
// English translations import their type from it), then writes every file anyway: one run from
// an empty state (no generated files, no temp-output of its own) gives byte for byte what a
// second run would (checked for 5.27.1, session 24; a second run cost 4.5 s of every generate).
const i18nTypes = path.join(root, 'src/i18n/i18n-types.ts');
const i18n = run('typesafe-i18n', ['--no-watch'], existsSync(i18nTypes) ? 'inherit' : 'ignore').then(() => {
  if (!existsSync(i18nTypes)) throw new Error('typesafe-i18n did not write src/i18n/i18n-types.ts');
});

const mockWorker = run('msw', ['init', 'public', '--save=false']).then(() => filterMockWorker(root));

await Promise.all([api, i18n, mockWorker]);
recordFingerprint(root);
