/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const port = Number(env.PORT ?? 5173);
  return {
    plugins: [react()],
    resolve: { alias },
    server: { host: '127.0.0.1', port, strictPort: false },
    preview: { host: '127.0.0.1', port, strictPort: false },
    build: {
      sourcemap: true,
      // The budget is checked by tests/build/bundle.test.ts; this only silences Vite's own
      // 500 kB warning for the lazily loaded mock chunk in mock builds.
      chunkSizeWarningLimit: 900,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15_000,
      pool: 'threads',
    },
  };
});
