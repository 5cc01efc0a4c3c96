#!/usr/bin/env node
// A small static server for a built app (`npm run preview`, the end-to-end tests, or a
// production host that runs Node): the files of the build through sirv, the security headers
// of server/headers.mjs on every response, a fresh CSP nonce stamped into each index.html,
// hashed assets cached for a year, index.html revalidated, app routes answered with
// index.html and missing files with a real 404. Text goes out compressed: the build writes a
// .br and a .gz beside each asset (vite.config.ts), and the page is compressed per response.
//
//   node server/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 4173] [--api https://api.kizuna.example]
//   (PORT, HOST and API_UPSTREAM work too)
//
// The build says where its API is: vite.config.ts writes .hosting.json next to index.html. A
// production or sandbox build reaches its API on this origin: `--api` names the backend that
// /api/ and /socket.io/ are passed to (server/api-forwarder.mjs); without it they are 404s.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { createApiForwarder, isForwardedRequest } from './api-forwarder.mjs';
import { acceptedEncodings, assetPolicy, baseHeaders, cacheControl, contentSecurityPolicy, isAppRoute, noncePlaceholder } from './headers.mjs';

/**
 * A request handler for the build in `dir`; with `api`, the backend's origin, requests for its
 * paths are passed to it (through `forwarder`, when the caller has made one already).
 * @param {string} dir
 * @param {{ api?: string, forwarder?: import('./api-forwarder.mjs').ApiForwarder | null }} [options]
 */
export const createHandler = (dir, { api, forwarder = api ? createApiForwarder(api) : null } = {}) => {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the app first (npm run build)`);
  const hostingFile = path.join(root, '.hosting.json');
  const hosting = existsSync(hostingFile) ? JSON.parse(readFileSync(hostingFile, 'utf8')) : {};
  // Split once; each response joins the parts around its own nonce.
  const indexParts = readFileSync(indexFile, 'utf8').split(noncePlaceholder);
  const files = sirv(root, { etag: true, extensions: [], dotfiles: false, gzip: true, brotli: true });

  const send = (req, res, status, body, headers) => {
    res.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendIndex = (req, res) => {
    const nonce = randomBytes(18).toString('base64');
    const page = indexParts.join(nonce);
    // Every copy of the page differs (its nonce), so it is compressed per response. Brotli at
    // quality 5 compresses the ~5 KB page in well under a millisecond.
    const [encoding = null] = acceptedEncodings(req.headers['accept-encoding']);
    const body = encoding === 'br' ? brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? gzipSync(page) : page;
    send(req, res, 200, body, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy({ nonce, ...hosting }),
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  };

  return (req, res) => {
    // The backend's answers carry its own headers, as they would on its own origin.
    if (forwarder && isForwardedRequest(req)) {
      forwarder.forward(req, res);
      return;
    }
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      send(req, res, 400, 'Bad Request\n', { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return;
    }
    if (pathname === '/' || pathname === '/index.html') {
      sendIndex(req, res);
      return;
    }
    // Non-page responses get a policy that allows next to nothing: a file opened directly (an
    // SVG) can run no script. A service worker's own fetches follow its script's policy, so
    // the mock build's MSW worker keeps `connect-src 'self'` to pass requests through.
    res.setHeader('Content-Security-Policy', assetPolicy);
    res.setHeader('Cache-Control', cacheControl(pathname));
    files(req, res, () => {
      if (isAppRoute(pathname)) {
        sendIndex(req, res);
        return;
      }
      send(req, res, 404, 'Not Found\n', { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    });
  };
};

/**
 * The server for the build in `dir`: createHandler's answers and, with `api`, the realtime
 * socket's WebSocket joined to the backend's; any other upgrade is refused.
 * @param {string} dir
 * @param {{ api?: string }} [options]
 */
export const createAppServer = (dir, { api } = {}) => {
  const forwarder = api ? createApiForwarder(api) : null;
  const server = createServer(createHandler(dir, { forwarder }));
  server.on('upgrade', (req, socket, head) => {
    if (forwarder && isForwardedRequest(req)) forwarder.upgrade(req, socket, head);
    else socket.destroy();
  });
  return server;
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, host: { type: 'string' }, port: { type: 'string' }, api: { type: 'string' } } });
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const port = Number(values.port ?? process.env.PORT ?? 4173);
  const api = values.api ?? process.env.API_UPSTREAM;
  const server = createAppServer(values.dir, { api });
  server.listen(port, host, () => {
    const address = server.address();
    console.log(`Serving ${values.dir} on http://${host}:${typeof address === 'object' && address ? address.port : port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
