// Builds the Lighthouse bench's floor (main.tsx beside this file) for production and serves it as
// the app's builds are served (perf-servers' buildCheckouts), with the static file the benches
// open to write storage (perf-servers' storagePage).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root as projectRoot, startStaticServer, storagePage } from '../perf-servers.mjs';

const floorRoot = path.dirname(fileURLToPath(import.meta.url));

/** Builds and serves the floor over HTTPS and HTTP/2: `{ apps: { floor }, stop }`, as buildCheckouts answers. */
export const serveFloor = async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'kizuna-floor-'));
  await build({
    root: floorRoot,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  copyFileSync(path.join(projectRoot, 'public', storagePage), path.join(outDir, storagePage));
  const floor = await startStaticServer(outDir, { compress: true, http2: true });
  const stop = async () => {
    await floor.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
  return { apps: { floor }, stop };
};
