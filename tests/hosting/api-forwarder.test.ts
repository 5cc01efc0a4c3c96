import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiForwarder } from '../../server/api-forwarder.mjs';
import { createAppServer } from '../../server/serve.mjs';

// server/serve.mjs with `--api`: the API and the realtime socket on the app's own origin,
// passed to a backend (here a fake one that records what reaches it), as docs/hosting/nginx.conf
// does in production (docs/decisions/hosting.md).
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let backend: Server;
let backendUrl: string;
let dir: string;
let app: Server;
let appUrl: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

beforeAll(async () => {
  backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(401, { 'content-type': 'application/json', 'set-cookie': 'kizuna_refresh=; Path=/api/auth; HttpOnly' });
      res.end(JSON.stringify({ status: 401, name: 'ExpiredAccessToken', description: 'from the backend' }));
    });
  });
  // A WebSocket handshake answered, then every byte echoed back.
  backend.on('upgrade', (req, socket) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' });
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.pipe(socket);
  });
  backendUrl = await listen(backend);
  dir = mkdtempSync(path.join(tmpdir(), 'kizuna-forward-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
  app = createAppServer(dir, { api: backendUrl });
  appUrl = await listen(app);
});

afterAll(async () => {
  await close(app);
  await close(backend);
  rmSync(dir, { recursive: true, force: true });
});

describe('the API on the app origin (serve.mjs --api)', () => {
  it("passes a call to the backend as it was sent, and the backend's answer back as it was given", async () => {
    seen = [];
    const response = await fetch(`${appUrl}/api/auth/check?from=test`, { method: 'POST', headers: { authorization: 'Bearer t-1', 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' }, body: '{"a":1}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, name: 'ExpiredAccessToken', description: 'from the backend' });
    expect(response.headers.get('set-cookie')).toContain('kizuna_refresh=');
    // The backend's own answer: not the app's page policy.
    expect(response.headers.get('content-security-policy')).toBeNull();
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/api/auth/check?from=test', body: '{"a":1}' });
    expect(call?.headers).toMatchObject({ authorization: 'Bearer t-1', host: new URL(backendUrl).host, 'x-forwarded-host': new URL(appUrl).host, 'x-forwarded-proto': 'http' });
  });

  it('keeps every other path for the app: its pages, and paths that only begin like the API', async () => {
    seen = [];
    expect(await (await fetch(`${appUrl}/chats`)).text()).toContain('<script type="module"');
    // The app's answers (its page, or a 404 for a path that looks like a file), never the backend's 401.
    for (const pathname of ['/apiary', '/api', '/socket.io']) expect((await fetch(`${appUrl}${pathname}`)).status, pathname).not.toBe(401);
    expect(seen).toEqual([]);
  });

  it("joins the realtime socket's WebSocket to the backend's", async () => {
    seen = [];
    const socket = connect(Number(new URL(appUrl).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    // A client's own X-Forwarded-Host is replaced by the address it used, never passed on beside it.
    socket.write('GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: app.test\r\nX-Forwarded-Host: evil.example\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n');
    await expect.poll(() => received).toContain('101 Switching Protocols');
    socket.write('ping-frame');
    await expect.poll(() => received).toContain('ping-frame');
    socket.destroy();
    expect(seen[0]).toMatchObject({ url: '/socket.io/?EIO=4&transport=websocket' });
    expect(seen[0]?.headers).toMatchObject({ host: new URL(backendUrl).host, 'x-forwarded-host': 'app.test' });
  });

  it('refuses an upgrade anywhere else', async () => {
    const socket = connect(Number(new URL(appUrl).port), '127.0.0.1');
    socket.write('GET /chats HTTP/1.1\r\nHost: app.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    const orphan = createAppServer(dir, { api: goneUrl });
    const orphanUrl = await listen(orphan);
    try {
      const response = await fetch(`${orphanUrl}/api/payment/wallet`);
      expect(response.status).toBe(502);
    } finally {
      await close(orphan);
    }
  });
});

describe('createApiForwarder', () => {
  it("rewrites a JSON answer's text when asked (the benchmarks' pictures), and nothing else", async () => {
    const upstream = createServer((req, res) => {
      const json = req.url === '/api/json';
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'text/plain' });
      res.end(json ? '{"avatarUrl":"data:image/svg+xml,x"}' : 'data:image/svg+xml,x');
    });
    const forwarder = createApiForwarder(await listen(upstream), { rewriteJson: (text) => text.replace('data:image/svg+xml,x', 'https://pictures/0') });
    const front = createServer((req, res) => forwarder.forward(req, res));
    const frontUrl = await listen(front);
    try {
      expect(await (await fetch(`${frontUrl}/api/json`)).json()).toEqual({ avatarUrl: 'https://pictures/0' });
      expect(await (await fetch(`${frontUrl}/api/text`)).text()).toBe('data:image/svg+xml,x');
    } finally {
      await close(front);
      await close(upstream);
    }
  });
});
