// The chat benchmark's web server: a built app as a static site (compressed as production, SPA fallback), with
// /api, /socket.io and /__mock passed to the standalone mock backend, so the page talks to
// its own origin, as a deployment behind one host would (no CORS preflights, no Playwright
// request routing in the measured path). Without a backend URL it only serves the files.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { serveBuiltFile } from './perf-servers.mjs';

const proxied = /^\/(api|socket\.io|__mock)(\/|$)/;

export const startProxiedApp = (dir, backendUrl) =>
  new Promise((resolve) => {
    const backend = backendUrl ? new URL(backendUrl) : null;
    const compressed = new Map();
    const server = createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (backend && proxied.test(pathname)) {
        const upstream = request({ host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
        return;
      }
      serveBuiltFile(dir, req, res, { compress: true, compressed });
    });
    // The socket's WebSocket upgrade, passed through byte for byte.
    server.on('upgrade', (req, socket, head) => {
      if (!backend) return socket.destroy();
      const upstream = connect(Number(backend.port), backend.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(lines.join('\r\n') + '\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      const close = () => {
        upstream.destroy();
        socket.destroy();
      };
      upstream.on('error', close);
      socket.on('error', close);
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
