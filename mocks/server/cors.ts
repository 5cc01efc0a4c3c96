import type { IncomingMessage, ServerResponse } from 'node:http';

// The standalone server is called from a dev server on another port (Vite, a mobile
// simulator's web view), with cookies: only local origins are allowed, and the origin is
// echoed because credentials rule out `*`.
const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export const isLocalOrigin = (origin: string | undefined): boolean => origin !== undefined && localOrigin.test(origin);

/** Adds the CORS headers; returns true when the request was a preflight and is answered. */
export const applyCors = (req: IncomingMessage, res: ServerResponse): boolean => {
  const origin = req.headers.origin;
  if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin ?? '');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Type');
  }
  if (req.method !== 'OPTIONS') return false;
  if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization,Content-Type,Idempotency-Key');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.statusCode = 204;
  res.end();
  return true;
};
