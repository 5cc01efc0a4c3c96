import { setupWorker } from 'msw/browser';
import { configureMocks } from './config';
import { localStoragePersistence } from './db/local-storage-persistence';
import { selectPersistence } from './db/store';
import { handlers } from './handlers';
import { createBrowserSocketHandlers } from './realtime/browser-socket';

let started: Promise<void> | null = null;

/**
 * Starts the mock backend in the page: the database from localStorage (or the seed),
 * browser-like latency, short-lived access tokens so the refresh path runs, and the
 * service worker with the HTTP handlers plus the socket links. Await it before importing
 * anything that imports socket.io-client: engine.io captures `WebSocket` when it loads.
 */
export const startMockBackend = async (): Promise<void> => {
  started ??= (async () => {
    selectPersistence(localStoragePersistence());
    configureMocks({ latencyMs: { min: 150, max: 450 }, accessTokenTtlMs: 5 * 60_000, replyChunkDelayMs: 60 });
    const worker = setupWorker(...handlers, ...createBrowserSocketHandlers(location.host));
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  })();
  return started;
};
