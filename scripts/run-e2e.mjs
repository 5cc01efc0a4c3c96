// `npm run test:e2e`: builds the app in mock mode, finds Chromium, picks a free port and runs
// Playwright, which serves the build with server/serve.mjs (the production headers) on that port.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { findTestChromium } from './ensure-chromium.mjs';
import { freePort } from './free-port.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let chromium;
try {
  chromium = findTestChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// One run at a time per checkout: a second run would rebuild dist-e2e under the first one's
// server. The lock holds the owner's pid, so a lock left by a killed run is taken over.
const lockDir = path.join(root, 'node_modules', '.e2e-lock');
const ownerAlive = () => {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
  } catch {
    // Just created, pid not written yet (or gone): young locks count as held.
    try {
      return Date.now() - statSync(lockDir).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (let waited = 0; ; waited += 1) {
  try {
    mkdirSync(lockDir);
    writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    break;
  } catch {
    if (!ownerAlive()) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (waited === 0) console.log('Another end-to-end run is using this checkout; waiting for it to finish…');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
const releaseLock = () => rmSync(lockDir, { recursive: true, force: true });
process.on('exit', releaseLock);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const port = process.env.E2E_PORT ?? String(await freePort());
// The mock backend answers in 0–10 ms in this build instead of the browser's 150–450 ms
// (mocks/browser.ts): journeys wait on what the user sees, never on time, and make dozens of
// calls each, most of them one after another (a screen's session check, then its data). No
// journey checks a loading state (the double-submit one holds its clicks in one task), so the
// latency only slowed them. Set VITE_MOCK_LATENCY_MS=150-450 to run them at the realistic pace.
// The build's brotli and gzip copies (vite.config.ts) only matter off the loopback.
const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: port, VITE_MOCK_LATENCY_MS: process.env.VITE_MOCK_LATENCY_MS ?? '0-10', KIZUNA_PRECOMPRESS: 'off' };

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
// `--build-only` builds dist-e2e and stops: `npm test` builds it beside other steps, then runs
// the journeys with E2E_SKIP_BUILD.
const buildOnly = process.argv.includes('--build-only');
if (!process.env.E2E_SKIP_BUILD || buildOnly) {
  const started = Date.now();
  // `npm test` has just generated the code (E2E_SKIP_GENERATE): once per run is enough.
  if (!process.env.E2E_SKIP_GENERATE) execFileSync('node', [path.join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(bin('vite'), ['build', '--mode', 'mock', '--outDir', 'dist-e2e', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  console.log(`mock build for the journeys: ${seconds(started)}`);
  if (buildOnly) process.exit(0);
}
const journeysStarted = Date.now();
try {
  execFileSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
} catch {
  console.log(`journeys: ${seconds(journeysStarted)}`);
  process.exit(1);
}
console.log(`journeys: ${seconds(journeysStarted)}`);
