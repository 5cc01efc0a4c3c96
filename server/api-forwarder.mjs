// The API on the app's own origin: requests for /api/ and the realtime socket's /socket.io/
// are passed to the stage's backend, as docs/hosting/nginx.conf does with `proxy_pass`. On one
// origin the browser sends no CORS preflight before a call that carries the access token, and
// the page's one connection carries the app, its API and its pictures (docs/decisions/hosting.md).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** The paths the backend answers: its API and its socket.io endpoint. */
export const forwardedPrefixes = ['/api/', '/socket.io/'];

/** Whether `pathname` belongs to the backend rather than to the built app. */
export const isForwarded = (pathname) => forwardedPrefixes.some((prefix) => pathname.startsWith(prefix));

/** Whether a request (or a WebSocket's upgrade) is for the backend; a target that is not a URL path is not. */
export const isForwardedRequest = (req) => {
  try {
    return isForwarded(new URL(req.url ?? '/', 'http://host').pathname);
  } catch {
    return false;
  }
};

// Headers of one HTTP/1.1 hop (or HTTP/2 pseudo-headers) that a proxy must not pass on.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);
const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !name.startsWith(':') && !hopByHop.has(name)));

/** The `X-Forwarded-*` headers that tell the backend which address the browser used. */
const forwardedHeaders = (req) => {
  const host = req.headers[':authority'] ?? req.headers.host ?? '';
  const secure = Boolean(req.socket && 'encrypted' in req.socket && req.socket.encrypted);
  const previous = req.headers['x-forwarded-for'];
  const address = req.socket?.remoteAddress ?? '';
  return { 'x-forwarded-for': previous ? `${previous}, ${address}` : address, 'x-forwarded-host': String(host), 'x-forwarded-proto': secure ? 'https' : 'http' };
};

/**
 * A forwarder to `upstream` (the backend's origin, http or https). `forward(req, res)` passes
 * one request and its answer through as they stream; `upgrade(req, socket, head)` joins a
 * WebSocket to the backend's. `rewriteJson` (the benchmarks' only: scripts/bench-pictures.mjs)
 * replaces the text of every JSON answer.
 * @param {string} upstream
 * @param {{ rewriteJson?: (text: string) => string }} [options]
 */
export const createApiForwarder = (upstream, { rewriteJson } = {}) => {
  const target = new URL(upstream);
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  const request = secure ? httpsRequest : httpRequest;

  const forward = (req, res) => {
    const headers = { ...forwardable(req.headers), ...forwardedHeaders(req), host: target.host };
    const outgoing = request({ host: target.hostname, port, servername: target.hostname, method: req.method, path: req.url, headers }, (answer) => {
      const answerHeaders = forwardable(answer.headers);
      if (!rewriteJson || !/^application\/json/.test(String(answerHeaders['content-type'] ?? ''))) {
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(rewriteJson(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-length': body.length });
        res.end(body);
      });
    });
    // A backend that cannot be reached is the gateway's fault, not the page's: 502, as nginx answers.
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Bad Gateway\n');
    });
    req.pipe(outgoing);
  };

  const upgrade = (req, socket, head) => {
    const joined = () => {
      const forwarded = forwardedHeaders(req);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      // The browser's own headers as sent, but for the host and the X-Forwarded-* headers,
      // which are this hop's to say (a client's X-Forwarded-For is kept inside ours).
      for (let index = 0; index < req.rawHeaders.length; index += 2) {
        const name = req.rawHeaders[index].toLowerCase();
        if (name !== 'host' && !(name in forwarded)) lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
      }
      lines.push(`Host: ${target.host}`);
      for (const [name, value] of Object.entries(forwarded)) lines.push(`${name}: ${value}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      backend.write(head);
      backend.pipe(socket).pipe(backend);
    };
    const backend = secure ? tlsConnect({ host: target.hostname, port, servername: target.hostname }, joined) : netConnect(port, target.hostname, joined);
    const close = () => {
      backend.destroy();
      socket.destroy();
    };
    backend.on('error', close);
    socket.on('error', close);
  };

  return { forward, upgrade };
};
