// `npm test`: everything a change must pass, in order, stopping at the first failure:
// codegen, type checking, lint (contract and code), unit/component tests, the production
// bundle check, end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Both runners also write JSON reports here, for the closing count.
const reports = { vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' };
rmSync('reports', { recursive: true, force: true });

const steps = [
  ['generate', ['run', 'generate']],
  ['typecheck', ['exec', '--', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['run', 'lint']],
  ['unit and component tests', ['exec', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`]],
  // The contract check against the standalone mock backend on a free port: property-based
  // cases on every operation plus the Arazzo journeys, within 60 s, 0 violations allowed.
  ['contract check (mock server)', ['run', 'contract:check', '--', '--mock', '--time-limit', '35']],
  ['production bundle (no mocks)', ['run', 'check:bundle']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = readJson(reports.vitest);
const e2e = readJson(reports.playwright);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`unit and component: ${unit?.numPassedTests ?? 0} passed; end-to-end: ${e2e?.stats?.expected ?? 0} passed`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
