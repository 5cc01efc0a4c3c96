import { defineConfig } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium-flags.mjs';
import { findTestChromium } from './scripts/ensure-chromium.mjs';

// scripts/run-e2e.mjs sets E2E_PORT (a free port) and CHROMIUM_PATH (the test browser from
// scripts/ensure-chromium.mjs: Playwright cannot download its own browser on our machines) and
// builds dist-e2e in mock mode.
const port = Number(process.env.E2E_PORT ?? 0);
if (!port) throw new Error('Run the end-to-end tests with `npm run test:e2e`, which picks a free port.');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // `E2E_BENCH=1` runs the browser benchmarks (`*.bench.ts`, npm run bench:cross-tab-logout) instead.
  testMatch: process.env.E2E_BENCH ? '**/*.bench.ts' : '**/*.spec.ts',
  fullyParallel: true,
  // One worker per core. Three were tried (journeys wait much of the time): in the clean-clone
  // CI run the 78 journeys took 539.9 s instead of 353.9 s with two, and at that load the
  // cross-tab logout measured 1,320 ms against its 1 s limit. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys are multi-step flows with axe audits, on 2 cores shared with the server and
  // Chromium (the e2e build's mock answers in 0–10 ms: scripts/run-e2e.mjs).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the closing count of `npm test` (scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    // A new, empty context per test: the mock backend (localStorage) starts from its seed.
    storageState: { cookies: [], origins: [] },
    serviceWorkers: 'allow',
    // A failed journey keeps its trace (actions, DOM snapshots, network, console), without the
    // screencast: over 16 cold page loads it took the browser's CPU time from 11 s (no trace) to
    // 17–20 s, against 13 s with DOM snapshots only; the error context has the page's snapshot.
    // CI (a clean clone on a fresh machine, .ci/run) keeps no files anyone can open, so it
    // records no trace: it reports the failure and its call log. The trace is recorded for
    // every journey and dropped when it passes; without it the route walk took 169 and 202 s
    // against 206 and 228 s with it (runs alternated, session 16). E2E_TRACE=on records it anyway.
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? findTestChromium(),
      args: chromiumFlags,
    },
  },
  webServer: {
    // The production static server with the production headers (CSP, caching): the journeys
    // run under the policy a real host sends (docs/decisions/hosting.md).
    command: `node server/serve.mjs --dir dist-e2e --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
