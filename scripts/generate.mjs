// Regenerates everything derived from source files: the API client and Zod schemas (orval,
// from openapi/openapi.yaml) with the upload rules, the typesafe-i18n types (from src/i18n/en),
// and the MSW service worker (from the installed msw). None of it is committed, so none of
// it can drift from its source.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeContractLimits } from './contract-limits.mjs';
import { writeUploadRules } from './upload-rules.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (name, args, stderr = 'inherit') =>
  execFileSync(bin(name), args, { cwd: root, stdio: ['ignore', 'ignore', stderr] });

run('orval', ['--config', 'orval.config.ts']);
writeUploadRules(root);
writeContractLimits(root);

// typesafe-i18n's first run on a fresh checkout complains that its own types file does not
// exist yet, then writes it; the second run completes the rest.
const i18nTypes = path.join(root, 'src/i18n/i18n-types.ts');
run('typesafe-i18n', ['--no-watch'], existsSync(i18nTypes) ? 'inherit' : 'ignore');
if (!existsSync(i18nTypes)) throw new Error('typesafe-i18n did not write src/i18n/i18n-types.ts');
run('typesafe-i18n', ['--no-watch']);

run('msw', ['init', 'public', '--save=false']);
