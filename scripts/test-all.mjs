// `npm test`: everything a change must pass, stopping after the first stage that fails:
// the README's start command (which generates the code), then type checking, lint (contract and code), the
// contract check, the supply-chain checks, the production bundle with its route JS budgets and
// the end-to-end build side by side, the unit/component tests at the end of the shortest lane, then the
// end-to-end journeys.
//
// Why side by side: no single step of stage 2 keeps both cores busy for long (the route-budget
// check comes closest), so on our 2-core machine the steps share the cores instead of queueing
// and the stage lasts about as long as its CPU time allows (docs/decisions/testing.md and
// performance-budgets.md have the figures). The unit tests use every core too, so they start only
// when the shortest lane is done; the journeys run alone.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Both runners also write JSON reports here, for the closing count.
const reports = { vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' };
rmSync('reports', { recursive: true, force: true });

/** One step: a name and the npm arguments that run it. */
const step = (name, args) => ({ name, args });

// A stage is a list of lanes that run at the same time; a lane runs its steps in order. A
// stage of one lane of one step shows its output live; the others print each step's output
// when it ends.
const stages = [
  // The README's start command with a port and host of one's own serves the app. It is
  // `npm run generate && vite`, so it also generates the code every later step reads (a
  // separate generate step before it did the same work twice: 8.7 s). A failed generation
  // fails this step, with generate's output.
  [[step('generate + start command (README)', ['exec', '--', 'node', 'scripts/check-start-command.mjs'])]],
  // Three lanes. Lint is the longest single step; the type check (TypeScript 7's native
  // compiler, a fraction of lint's time: docs/decisions/testing.md) shares its lane with the
  // end-to-end build and the contract check, and the bundle and its route check have a lane of
  // their own.
  [
    [
      step('typecheck', ['run', 'check:types']),
      // dist-e2e, for the journeys at the end.
      step('end-to-end build (mock mode)', ['run', 'test:e2e', '--', '--build-only']),
      // Against the standalone mock backend on a free port: property-based cases on every
      // operation plus the Arazzo journeys, within 60 s, 0 violations allowed.
      step('contract check (mock server)', ['run', 'contract:check', '--', '--mock', '--time-limit', '35']),
    ],
    // `npm run lint` is both of these; the API description's lint (redocly, ~2 s) runs in the
    // shortest lane so the longest one is only ESLint.
    [step('lint', ['run', 'lint:code'])],
    [
      step('API description lint', ['run', 'lint:api']),
      // Supply chain (docs/decisions/supply-chain.md): every locked package pinned by sha512 and
      // from the npm registry; a CycloneDX SBOM of the runtime dependencies in reports/.
      step('lockfile integrity', ['exec', '--', 'node', 'scripts/supply-chain/check-lockfile.mjs']),
      step('SBOM (CycloneDX)', ['exec', '--', 'node', 'scripts/supply-chain/sbom.mjs']),
      step('production bundle (no mocks)', ['run', 'check:bundle']),
      // Reuses the dist/ that check:bundle just built.
      step('route JS budgets', ['exec', '--', 'node', 'scripts/check-route-budgets.mjs']),
      // This lane ends 10–20 s before the others (lint is the longest): the unit tests start
      // then, on the core it leaves, instead of after the whole stage.
      step('unit and component tests', ['exec', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`]),
    ],
  ],
  [[step('end-to-end tests', ['run', 'test:e2e'])]],
];

const started = Date.now();
const timings = [];
/** How much of a failed step's output is repeated at the end. */
const failureLines = 40;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Prints every step's time and the closing count (also after a failure), then exits. */
const finish = (status) => {
  const unit = readJson(reports.vitest);
  const e2e = readJson(reports.playwright);
  const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
  console.log('\nStep times (steps of one stage run side by side; a stage takes as long as its longest lane):');
  for (const { name, seconds, ok, stage } of timings) console.log(`  ${ok ? '✔' : '✖'} ${`${stage}. ${name}`.padEnd(34)} ${seconds.padStart(7)} s`);
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(status === 0 ? `\nAll checks passed in ${total} s` : `\nStopped after ${total} s`);
  console.log(`unit and component: ${unit?.numPassedTests ?? 0} passed; end-to-end: ${e2e?.stats?.expected ?? 0} passed`);
  console.log(`Tests: ${passed} passed, ${failed} failed`);
  // A side-by-side step's output was printed when it ended, possibly far above: its end is
  // repeated here, so the last lines of a failed run (all a CI summary may keep) say why.
  for (const { name, output } of timings.filter((t) => !t.ok && t.output)) {
    console.log(`\nWhy "${name}" failed (the last ${failureLines} lines of its output):\n${output.trimEnd().split('\n').slice(-failureLines).join('\n')}`);
  }
  process.exit(status);
};

/** Runs one step; `live` shows its output as it comes, otherwise it is printed at the end. */
const run = ({ name, args }, stage, live) =>
  new Promise((resolve) => {
    const stepStart = Date.now();
    if (live) console.log(`\n▶ ${name}`);
    // The first step generates the code; later steps must not do it again (E2E_SKIP_GENERATE),
    // and the journeys use the build made beside the other steps (E2E_SKIP_BUILD).
    const env = { ...process.env, E2E_SKIP_GENERATE: '1', ...(name === 'end-to-end tests' ? { E2E_SKIP_BUILD: '1' } : {}) };
    const child = spawn('npm', args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    if (!live) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      const ok = code === 0;
      if (!live) process.stdout.write(`\n▶ ${name}\n${output}`);
      console.log(ok ? `✔ ${name} (${seconds} s)` : `\n✖ ${name} failed after ${seconds} s`);
      timings.push({ name, seconds, ok, stage, output });
      resolve(ok ? 0 : (code ?? 1));
    });
  });

for (const [index, lanes] of stages.entries()) {
  const live = lanes.length === 1 && lanes[0].length === 1;
  if (!live) console.log(`\n▶ side by side: ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join(' | ')}`);
  // A lane stops at its first failure; the other lanes finish, then the run stops.
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const entry of lane) {
        const status = await run(entry, index + 1, live);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) finish(failed);
}
finish(0);
