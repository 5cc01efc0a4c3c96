// `npm run test:e2e`: builds the app in mock mode, finds Chromium, picks a free port and runs
// Playwright, which serves the build with `vite preview` on that port.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './free-port.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? String(await freePort());
const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: port };

if (!process.env.E2E_SKIP_BUILD) {
  execFileSync('node', [path.join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(bin('vite'), ['build', '--mode', 'mock', '--outDir', 'dist-e2e', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
}
try {
  execFileSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
} catch {
  process.exit(1);
}
