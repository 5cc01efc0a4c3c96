// The HTTP headers every response of the app carries, in one place: server/serve.mjs (which
// `npm run preview` and the end-to-end tests use) sends them, and docs/hosting/nginx.conf is
// checked against them (tests/hosting/headers.test.ts). Why each one: docs/decisions/hosting.md.

import { isForwarded } from './api-forwarder.mjs';

/** The placeholder Vite writes into index.html (`html.cspNonce`); the server swaps in a fresh nonce per response. */
export const noncePlaceholder = 'KIZUNA_CSP_NONCE';

/** Where Google Identity Services lives, for builds that have a Google client id. */
const google = { script: 'https://accounts.google.com/gsi/client', style: 'https://accounts.google.com/gsi/style', frame: 'https://accounts.google.com/gsi/', connect: 'https://accounts.google.com/gsi/' };

/** `https://api.example.com` → [`https://api.example.com`, `wss://api.example.com`]: the API and its socket.io socket. */
const withSocket = (origin) => [origin, origin.replace(/^http/, 'ws')];

/**
 * The Content-Security-Policy of a page.
 * @param {{ nonce: string, apiOrigin?: string | null, previewApiHost?: string | null, googleSignIn?: boolean }} options
 *   `apiOrigin` null: the API is on the page's own origin (the mock build, and production and
 *   sandbox builds, whose server passes /api/ on); `previewApiHost`: a wildcard host for
 *   `?_preview=` backends; `googleSignIn`: the build shows Google's button.
 */
export const contentSecurityPolicy = ({ nonce, apiOrigin = null, previewApiHost = null, googleSignIn = false }) => {
  const api = apiOrigin ? withSocket(apiOrigin) : [];
  const previewOrigin = previewApiHost ? `https://${previewApiHost}` : null;
  const preview = previewOrigin ? withSocket(previewOrigin) : [];
  // Where pictures and media come from: the API, and a `?_preview=` backend's own host.
  const pictures = [apiOrigin, previewOrigin].filter((origin) => origin !== null);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(googleSignIn ? [google.script] : [])],
    // Emotion (Chakra) writes its rules into <style> elements stamped with this nonce; no
    // style="" attribute is needed (React sets inline styles through the CSSOM, which CSP
    // does not govern), so style-src-attr stays closed by falling back to this list.
    'style-src': ["'self'", `'nonce-${nonce}'`, ...(googleSignIn ? [google.style] : [])],
    // Avatars and media come from the API (data: and blob: for previews of picked files).
    'img-src': ["'self'", 'data:', 'blob:', ...pictures],
    'media-src': ["'self'", 'data:', 'blob:', ...pictures],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api, ...preview, ...(googleSignIn ? [google.connect] : [])],
    'frame-src': googleSignIn ? [google.frame] : ["'none'"],
    // The mock build's MSW service worker (same origin); nothing else starts a worker.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
};

/** The policy of every response that is not a page (scripts, styles, images, the service worker). */
export const assetPolicy = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers every response carries (pages, assets and 404s alike). */
export const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing in the app uses these; the camera/microphone stay off even if a script asks.
  'Permissions-Policy': 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  // Google's sign-in may open a popup that must be able to answer the page.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Frame-Options': 'DENY',
};

/** Vite's output under /assets/ carries a content hash in every file name. */
export const isHashedAsset = (pathname) => pathname.startsWith('/assets/');

/** Cache-Control for a path: hashed assets for a year, never revalidated; everything else revalidated on every use. */
export const cacheControl = (pathname) => (isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * Whether a request that matches no file is an app route (answered with index.html) rather
 * than a missing file (a real 404): app routes have no file extension and live outside
 * /assets/ and the backend's paths (/api/, /socket.io/), which a server without a backend
 * to pass them to answers with a 404.
 */
export const isAppRoute = (pathname) => !isHashedAsset(pathname) && !isForwarded(pathname) && !/\.[A-Za-z0-9]+$/.test(pathname);

/**
 * The compressions a request's Accept-Encoding takes, best first: brotli when the browser names
 * it, then gzip. sirv chooses the build's copies of a file the same way; the page (compressed
 * per response) and the benchmarks' servers use this.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {('br' | 'gzip')[]}
 */
export const acceptedEncodings = (acceptEncoding) => {
  const accepted = String(acceptEncoding ?? '');
  return [/(br|brotli)/i.test(accepted) && 'br', /gzip/i.test(accepted) && 'gzip'].filter((encoding) => encoding !== false);
};
