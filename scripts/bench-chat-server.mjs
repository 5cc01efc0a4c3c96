// The chat benchmark's web server: a built app as a static site (compressed as production, SPA fallback), with
// /api, /socket.io and /__mock passed to the standalone mock backend (server/api-forwarder.mjs, as production's
// server passes the first two), so the page talks to its own origin, as production does (no CORS preflights,
// no Playwright request routing in the measured path). Without a backend URL it only serves the files.
import { createServer } from 'node:http';
import { createApiForwarder, isForwarded } from '../server/api-forwarder.mjs';
import { serveBuiltFile } from './perf-servers.mjs';

/** The backend's paths, and the mock server's tools (`/__mock`), which the benchmark drives through the page's origin. */
const proxied = (pathname) => isForwarded(pathname) || /^\/__mock(\/|$)/.test(pathname);

export const startProxiedApp = (dir, backendUrl) =>
  new Promise((resolve) => {
    const forwarder = backendUrl ? createApiForwarder(backendUrl) : null;
    const compressed = new Map();
    const server = createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (forwarder && proxied(pathname)) forwarder.forward(req, res);
      else serveBuiltFile(dir, req, res, { compress: true, compressed });
    });
    // The socket's WebSocket upgrade, passed through byte for byte.
    server.on('upgrade', (req, socket, head) => {
      if (forwarder && proxied(new URL(req.url ?? '/', 'http://x').pathname)) forwarder.upgrade(req, socket, head);
      else socket.destroy();
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      }),
    );
  });
