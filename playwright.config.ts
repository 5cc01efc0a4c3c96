import { defineConfig } from '@playwright/test';

// scripts/run-e2e.mjs sets E2E_PORT (a free port) and CHROMIUM_PATH (Debian's Chromium:
// Playwright cannot download its own browser on our machines) and builds dist-e2e in mock mode.
const port = Number(process.env.E2E_PORT ?? 0);
if (!port) throw new Error('Run the end-to-end tests with `npm run test:e2e`, which picks a free port.');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys are multi-step flows on a mock backend with realistic latency (150–450 ms per
  // call) and axe audits, on 2 cores shared with the server and Chromium.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the closing count of `npm test` (scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --mode mock --outDir dist-e2e --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
