import { createMockGoogleIdToken } from './google/id-token';

// The app's one way into the mock backend (mock builds only; eslint's import boundaries allow
// src to import nothing else from mocks/). Kept light: the worker, the handlers and the
// database load when the backend starts, all at once, so the mock Google chooser can take
// its token minting from here without loading the whole backend first.

let started: Promise<void> | null = null;

/**
 * Browser latency: 150–450 ms per call, so loading states show. A build can ask for another
 * range with `VITE_MOCK_LATENCY_MS=min-max`: the end-to-end build uses a short one
 * (scripts/run-e2e.mjs), since every journey makes dozens of calls.
 */
const latencyFrom = (value: unknown): { min: number; max: number } => {
  const match = typeof value === 'string' ? /^(\d+)-(\d+)$/.exec(value.trim()) : null;
  return match ? { min: Number(match[1]), max: Number(match[2]) } : { min: 150, max: 450 };
};

/**
 * MSW's start asks an already registered worker to update itself and doesn't wait for the
 * answer (mswjs/msw#2006). When that check fails (a reload that races it makes Chromium answer
 * "Not found"), the rejection surfaces as an uncaught page error although the registered worker
 * keeps serving. Attach a handler to every update's promise so a failed check is only a
 * warning; whoever awaits `update()` still sees the rejection.
 */
const catchWorkerUpdateFailures = (): void => {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const prototype = ServiceWorkerRegistration.prototype;
  const update = prototype.update;
  if ((update as { kizunaCaught?: true }).kizunaCaught) return;
  const caught = function (this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch((error: unknown) => console.warn('[mock] service worker update check failed', error));
    return result;
  };
  prototype.update = Object.assign(caught, { kizunaCaught: true as const });
};

/**
 * Starts the mock backend in the page: the database from localStorage (or the seed),
 * browser-like latency (see latencyFrom), short-lived access tokens so the refresh path runs, and the
 * service worker with the HTTP handlers plus the socket links. Await it before importing
 * anything that imports socket.io-client: engine.io captures `WebSocket` when it loads.
 */
export const startMockBackend = async (): Promise<void> => {
  started ??= (async () => {
    const [{ setupWorker }, { configureMocks }, { localStoragePersistence }, { startMockDatabase }, { handlers }, { createBrowserSocketHandlers }] =
      await Promise.all([
        import('msw/browser'),
        import('./config'),
        import('./db/local-storage-persistence'),
        import('./db/start'),
        import('./handlers'),
        import('./realtime/browser-socket'),
      ]);
    startMockDatabase(localStoragePersistence());
    configureMocks({ latencyMs: latencyFrom(import.meta.env.VITE_MOCK_LATENCY_MS), accessTokenTtlMs: 5 * 60_000, replyChunkDelayMs: 60 });
    catchWorkerUpdateFailures();
    const worker = setupWorker(...handlers, ...createBrowserSocketHandlers(location.host));
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  })();
  return started;
};

/** The mock Google account chooser (mock mode only) mints the ID tokens the mock accepts. */
export { createMockGoogleIdToken };
