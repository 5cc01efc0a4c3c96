// `npm test`: everything a change must pass, in order, stopping at the first failure:
// codegen, type checking, lint (contract and code), unit/component tests, the production
// bundle check, end-to-end tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['generate', ['run', 'generate']],
  ['typecheck', ['exec', '--', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['run', 'lint']],
  ['unit and component tests', ['exec', '--', 'vitest', 'run']],
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
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
