// `npm test`: everything a change must pass, in order, stopping at the first failure:
// codegen, type checking, lint (contract and code), unit/component tests, the production
// bundle check, the route JS budgets, end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Both runners also write JSON reports here, for the closing count.
const reports = { vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' };
rmSync('reports', { recursive: true, force: true });

const steps = [
  ['generate', ['run', 'generate']],
  ['typecheck', ['exec', '--', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['run', 'lint']],
  // The README's start command with a port and host of one's own serves the app.
  ['start command (README)', ['exec', '--', 'node', 'scripts/check-start-command.mjs']],
  // Supply chain (docs/decisions/supply-chain.md): every locked package pinned by sha512 and
  // from the npm registry; a CycloneDX SBOM of the runtime dependencies in reports/.
  ['lockfile integrity', ['exec', '--', 'node', 'scripts/supply-chain/check-lockfile.mjs']],
  ['SBOM (CycloneDX)', ['exec', '--', 'node', 'scripts/supply-chain/sbom.mjs']],
  ['unit and component tests', ['exec', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`]],
  // The contract check against the standalone mock backend on a free port: property-based
  // cases on every operation plus the Arazzo journeys, within 60 s, 0 violations allowed.
  ['contract check (mock server)', ['run', 'contract:check', '--', '--mock', '--time-limit', '35']],
  ['production bundle (no mocks)', ['run', 'check:bundle']],
  // Reuses the dist/ that check:bundle just built.
  ['route JS budgets', ['exec', '--', 'node', 'scripts/check-route-budgets.mjs']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

const started = Date.now();
const timings = [];
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Prints every step's time and the closing count (also after a failure), then exits. */
const finish = (status) => {
  const unit = readJson(reports.vitest);
  const e2e = readJson(reports.playwright);
  const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
  console.log('\nStep times:');
  for (const { name, seconds, ok } of timings) console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(30)} ${seconds.padStart(7)} s`);
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(status === 0 ? `\nAll checks passed in ${total} s` : `\nStopped after ${total} s`);
  console.log(`unit and component: ${unit?.numPassedTests ?? 0} passed; end-to-end: ${e2e?.stats?.expected ?? 0} passed`);
  console.log(`Tests: ${passed} passed, ${failed} failed`);
  process.exit(status);
};

for (const [name, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  // The first step generates the code; later steps must not do it again (E2E_SKIP_GENERATE).
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, E2E_SKIP_GENERATE: '1' } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  timings.push({ name, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    finish(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
finish(0);
