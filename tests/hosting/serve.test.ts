import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetPolicy, contentSecurityPolicy } from '../../server/headers.mjs';
import { createHandler } from '../../server/serve.mjs';

// server/serve.mjs against a tiny build: headers, caching, the nonce, the SPA fallback and
// real 404s. The browser side (0 violations on every route) is the route walk, e2e/routes.spec.ts.
let dir: string;
let server: Server;
let base: string;
const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `'line ${i}'`).join(', ')}];`;

/** The raw response (node:http, which, unlike fetch, leaves the body as it was sent). */
const getRaw = (pathname: string, acceptEncoding: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kizuna-serve-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="KIZUNA_CSP_NONCE"><script type="module" nonce="KIZUNA_CSP_NONCE" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build writes beside an asset (vite.config.ts): its brotli and gzip copies.
  writeFileSync(path.join(dir, 'assets', 'chunk-def456.js'), script);
  writeFileSync(path.join(dir, 'assets', 'chunk-def456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'chunk-def456.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, '.hosting.json'), JSON.stringify({ apiOrigin: 'https://api.kizuna.example', previewApiHost: '*.preview-api.kizuna.example', googleSignIn: false }));
  server = createServer(createHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${base}${pathname}`, init);

describe('server/serve.mjs', () => {
  it('serves index.html for app routes with a fresh nonce in the page and the policy', async () => {
    const nonces = new Set<string>();
    for (const route of ['/', '/chats/aoi_draws', '/my-agent/statistics/withdraw', '/r/aoi2026-insta']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const body = await response.text();
      const nonce = /nonce="([^"]+)"/.exec(body)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(body).not.toContain('KIZUNA_CSP_NONCE');
      expect(response.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ nonce, apiOrigin: 'https://api.kizuna.example', previewApiHost: '*.preview-api.kizuna.example', googleSignIn: false }),
      );
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends the policy the issue asks for', async () => {
    const policy = (await get('/chats')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives['script-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['connect-src']).toBe("'self' https://api.kizuna.example wss://api.kizuna.example https://*.preview-api.kizuna.example wss://*.preview-api.kizuna.example");
    // Pictures from the API and from a `?_preview=` backend, which answers with its own.
    for (const directive of ['img-src', 'media-src']) expect(directives[directive]).toBe("'self' data: blob: https://api.kizuna.example https://*.preview-api.kizuna.example");
    expect(directives['style-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+'$/);
    expect(policy).not.toContain('unsafe');
  });

  it('sets the security headers on every response, 404s included', async () => {
    for (const pathname of ['/chats', '/assets/index-abc123.js', '/assets/missing-123.js']) {
      const response = await get(pathname);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('content-security-policy')).toBe(assetPolicy);
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(icon.headers.get('etag')).toBeTruthy();
  });

  it("sends an asset's brotli or gzip copy when the browser takes it, and the file itself otherwise", async () => {
    const brotli = await getRaw('/assets/chunk-def456.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzip = await getRaw('/assets/chunk-def456.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await getRaw('/assets/chunk-def456.js', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
    }
    expect(brotli.body.length).toBeLessThan(script.length / 3);
  });

  it('compresses each page, with its own nonce, as the browser asks', async () => {
    const pages = { br: await getRaw('/chats', 'gzip, deflate, br'), gzip: await getRaw('/chats', 'gzip'), plain: await getRaw('/chats', 'identity') };
    const texts = {
      br: brotliDecompressSync(pages.br.body).toString(),
      gzip: gunzipSync(pages.gzip.body).toString(),
      plain: pages.plain.body.toString(),
    };
    expect(pages.br.headers['content-encoding']).toBe('br');
    expect(pages.gzip.headers['content-encoding']).toBe('gzip');
    expect(pages.plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, text] of Object.entries(texts)) {
      const page = pages[encoding as keyof typeof pages];
      expect(page.headers.vary).toBe('Accept-Encoding');
      expect(Number(page.headers['content-length'])).toBe(page.body.length);
      const nonce = /nonce="([^"]+)"/.exec(text)?.[1] ?? '';
      expect(text).toContain('<script type="module"');
      expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
  });

  it('answers a missing file with a real 404, never with the app', async () => {
    for (const pathname of ['/assets/index-gone.js', '/assets/route', '/favicon.ico', '/robots.txt', '/api/me', '/socket.io/?EIO=4&transport=polling', '/.hosting.json']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).not.toContain('<script');
    }
  });

  it('refuses other methods and never leaves the build folder', async () => {
    expect((await get('/chats', { method: 'POST' })).status).toBe(405);
    const escaped = await get('/..%2f..%2fetc%2fpasswd');
    expect(await escaped.text()).not.toContain('root:');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('KIZUNA_CSP_NONCE');
  });
});

describe('npm run preview', () => {
  it('is this server, with the same headers', async () => {
    // The package's own preview command, with this test's build folder and a free port (the
    // server takes the last --dir), so a preview that stopped using server/serve.mjs fails here.
    const { scripts } = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const [command = '', ...args] = (scripts.preview ?? '').split(' ');
    expect(command).toBe('node');
    const preview = spawn(command, [...args, '--dir', dir, '--host', '127.0.0.1', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let out = '';
        preview.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
          if (found?.[1]) resolve(found[1]);
        });
        preview.on('exit', (code) => reject(new Error(`preview exited with ${code}: ${out}`)));
      });
      for (const pathname of ['/chats', '/assets/index-abc123.js']) {
        const [fromPreview, fromServer] = await Promise.all([fetch(`${address}${pathname}`), get(pathname)]);
        const headers = (response: Response) =>
          Object.fromEntries([...response.headers].filter(([name]) => !['date', 'etag', 'last-modified', 'connection', 'keep-alive', 'content-length'].includes(name)).map(([name, value]) => [name, value.replace(/nonce-[^']+/, 'nonce-*')]));
        // (Not the length: each page is compressed with its own random nonce.)
        expect(headers(fromPreview)).toEqual(headers(fromServer));
      }
      expect((await fetch(`${address}/chats`)).headers.get('content-security-policy')).toContain("script-src 'self'");
    } finally {
      preview.kill('SIGTERM');
    }
  });
});
