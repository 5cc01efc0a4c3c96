// Builds the Lighthouse bench's floor (main.tsx beside this file) for production into a folder
// of its own, with the static file the benches open to write storage (perf-servers' storagePage).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root as projectRoot, storagePage } from '../perf-servers.mjs';

const floorRoot = path.dirname(fileURLToPath(import.meta.url));

/** Builds the floor; returns the folder that holds it (the caller removes it). */
export const buildFloor = async () => {
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
  return outDir;
};
