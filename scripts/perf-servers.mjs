// Shared by the route budget check and the benchmarks: the standalone mock backend on a free
// port, a built app served as a static site, the builds a benchmark compares, and a demo sign-in.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createApiForwarder, isForwarded, isForwardedRequest } from '../server/api-forwarder.mjs';
import { acceptedEncodings } from '../server/headers.mjs';
import { createPictureStore } from './bench-pictures.mjs';
import { copyExtension } from './vite/precompress.mjs';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const accounts = { fan: 'fan@kizuna.example', creator: 'creator@kizuna.example' };
export const demoPassword = 'kizuna1234';
export const tokenKey = 'kizuna.accessToken';
/**
 * Where a benchmark opens its own page of the app's origin to write the session into storage:
 * a static file of the site, so the app does not start there. Any path without a file gets
 * index.html (the SPA fallback) and starts the app: until session 39 the benchmarks used
 * /robots.txt, which the build does not have, so the Lighthouse bench's page was a second tab
 * of the app beside the audited one (its session check, socket and timers, and the audited
 * tab then loaded the sign-in screen for a cross-tab logout), and the start-up bench's visits
 * found the app's code already cached.
 */
export const storagePage = '/favicon.svg';

/** `npm run mock:server`'s server (mocks/server/standalone.ts), in memory, on a free port. */
export const startMockServer = () =>
  new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['mocks/server/standalone.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', MOCK_DB_FILE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A benchmark that crashes must not leave the server running: 'exit' also fires after an
    // uncaught error, and a signal still reaches the child synchronously there.
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => reject(new Error(`the mock server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(output);
      if (match) {
        clearTimeout(timer);
        const exited = new Promise((done) => child.once('exit', done));
        resolve({
          url: match[1],
          stop: async () => {
            process.off('exit', killOnExit);
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock server exited (${code}):\n${output}`));
    });
  });

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json' };

/**
 * Answers `req` with a file of the built app in `dir`, index.html for any other path (the SPA
 * fallback). `compress` compresses text as production does: the build's brotli copy of a file when
 * the browser takes brotli, else its gzip copy (server/serve.mjs through sirv, nginx with
 * `gzip_static`); a file without copies (index.html, a build from before they existed) is
 * gzipped here, as nginx's `gzip on` does, once per file into `compressed`.
 */
export const serveBuiltFile = (dir, req, res, { compress = false, compressed = new Map() } = {}) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = path.join(dir, path.normalize(pathname));
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  const headers = { 'content-type': type };
  const encodings = compress && /text|javascript|json|svg/.test(type) ? acceptedEncodings(req.headers['accept-encoding']) : [];
  const copy = encodings.find((encoding) => existsSync(file + copyExtension[encoding]));
  if (copy) {
    body = readFileSync(file + copyExtension[copy]);
    headers['content-encoding'] = copy;
  } else if (encodings.includes('gzip')) {
    if (!compressed.has(file)) compressed.set(file, gzipSync(body, { level: 9 }));
    body = compressed.get(file);
    headers['content-encoding'] = 'gzip';
  }
  if (pathname.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
  res.writeHead(200, headers);
  res.end(body);
};

/**
 * A certificate for 127.0.0.1 that nothing trusts, made with openssl for one run (a browser that
 * loads from it is started with --ignore-certificate-errors): browsers speak HTTP/2 only over TLS.
 */
const throwawayCertificate = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'kizuna-tls-'));
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(folder, { recursive: true, force: true });
  return pair;
};

/**
 * A built app as a static site with the SPA fallback; `compress` compresses text as production does (serveBuiltFile).
 * `http2` serves it over HTTPS and HTTP/2, as docs/hosting/nginx.conf does (`listen 443 ssl
 * http2`): one connection carries every request at once, where HTTP/1.1 queues them six at a time.
 * `api`, a backend's origin (the mock server), puts the API on the site's own origin as
 * production's server does (server/api-forwarder.mjs: /api/ and /socket.io/, the socket's
 * WebSocket too), with no CORS preflights and no second connection; its answers' pictures come
 * from URLs on the site, as production's stored pictures come from the API, not as the mock's
 * data URLs (scripts/bench-pictures.mjs has why).
 */
export const startStaticServer = (dir, { compress = false, http2 = false, api = null } = {}) =>
  new Promise((resolve) => {
    const compressed = new Map();
    const pictures = createPictureStore();
    const origin = () => `${http2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;
    const forwarder = api ? createApiForwarder(api, { rewriteJson: (text) => pictures.picturesAsUrls(text, origin()) }) : null;
    const handler = (req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      const picture = forwarder && pictures.pictureAt(pathname);
      if (picture) {
        res.writeHead(200, { 'content-type': picture.type, 'cache-control': 'public, max-age=31536000, immutable' });
        res.end(picture.body);
      } else if (forwarder && isForwarded(pathname)) forwarder.forward(req, res);
      else serveBuiltFile(dir, req, res, { compress, compressed });
    };
    const server = http2 ? createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, handler) : createServer(handler);
    // Chromium opens the socket's WebSocket on an HTTP/1.1 connection of its own.
    server.on('upgrade', (req, socket, head) => {
      if (forwarder && isForwardedRequest(req)) forwarder.upgrade(req, socket, head);
      else socket.destroy();
    });
    // close() waits for every open connection; the browser keeps its own open.
    const open = new Set();
    server.on('connection', (socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
    const stop = () =>
      new Promise((done) => {
        server.close(done);
        for (const socket of open) socket.destroy();
      });
    server.listen(0, '127.0.0.1', () => resolve({ url: origin(), stop }));
  });

/**
 * Production builds of this checkout (`this`) and, with COMPARE=/path/to/another/checkout, of
 * that one too (`compared`: its own node_modules and generated code), each reaching its API as
 * production does, on its own origin (src/api/stage-base-urls.json), whose server passes it to the
 * mock server at `mockUrl`; served compressed as production is (and `http2`: startStaticServer)
 * from a scratch folder. `stop` stops the servers and removes the folder.
 */
const productionApiBase = JSON.parse(readFileSync(path.join(root, 'src/api/stage-base-urls.json'), 'utf8')).stages.production;

export const buildCheckouts = async (mockUrl, { http2 = false } = {}) => {
  const checkouts = { this: root, ...(process.env.COMPARE ? { compared: path.resolve(process.env.COMPARE) } : {}) };
  const scratch = mkdtempSync(path.join(tmpdir(), 'kizuna-builds-'));
  const apps = {};
  for (const [name, dir] of Object.entries(checkouts)) {
    console.log(`Building ${name} (${dir}), its API ${productionApiBase} passed to ${mockUrl} …`);
    execFileSync('node', [path.join(dir, 'scripts/generate.mjs')], { cwd: dir, stdio: 'ignore' });
    const outDir = path.join(scratch, name);
    execFileSync(path.join(dir, 'node_modules/.bin/vite'), ['build', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: dir,
      stdio: 'inherit',
      // Production's address, named rather than taken from the stage, so a COMPARE checkout from
      // before the API moved to the app's origin is built the same way.
      env: { ...process.env, VITE_MOCKS: 'false', VITE_API_BASE_URL: productionApiBase },
    });
    apps[name] = await startStaticServer(outDir, { compress: true, http2, api: mockUrl });
  }
  const stop = async () => {
    for (const app of Object.values(apps)) await app.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  return { apps, stop };
};

/** A demo user's access token from the mock backend. */
export const signIn = async (mockUrl, email) => {
  const response = await fetch(`${mockUrl}/api/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
};
