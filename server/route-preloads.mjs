// The chunks a route's first screen needs, named in the page the server sends (server/serve.mjs,
// and the benchmarks' server in scripts/perf-servers.mjs). Without them the browser learns of a
// route's chunks only once the entry's ~30 chunks have arrived and run: on a phone, a round trip
// and the entry's evaluation after the HTML (docs/decisions/performance-budgets.md, thirty-fourth
// round). The build writes the list (scripts/vite/route-preloads.mjs); a build without it gets no
// links, and the app loads the route's code as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Beside index.html, a dotfile: the server never serves it. */
export const routePreloadsFile = '.route-preloads.json';

// The app's language rule (src/lib/locale.ts, `chooseLocale`): its cookie when it names a known
// locale, otherwise Japanese only when the browser's language is exactly `ja`. The browser sends
// that language first in Accept-Language. tests/hosting/route-preloads.test.ts keeps the two equal.
export const localeCookieName = 'kizuna_locale';
const knownLocales = ['en', 'ja'];

/**
 * The locale the app will choose for this request.
 * @param {{ cookie?: string | string[], 'accept-language'?: string | string[] }} headers
 * @returns {'en' | 'ja'}
 */
export const requestLocale = (headers) => {
  for (const part of String(headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== localeCookieName) continue;
    let value = null;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      // A malformed value is no locale.
    }
    if (knownLocales.includes(value)) return /** @type {'en' | 'ja'} */ (value);
    break;
  }
  const browserLanguage = String(headers['accept-language'] ?? '').split(',')[0].split(';')[0].trim();
  return browserLanguage === 'ja' ? 'ja' : 'en';
};

/**
 * The route whose pattern matches `pathname` (React Router's patterns: `:name` is one segment), or
 * undefined. Where two match, the one with more fixed segments wins, as in React Router's ranking.
 * @template {{ pattern: string }} Route
 * @param {Route[]} routes
 * @param {string} pathname
 * @returns {Route | undefined}
 */
export const matchRoute = (routes, pathname) => {
  const segments = pathname.split('/').filter(Boolean);
  let best;
  let bestFixed = -1;
  for (const route of routes) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const fixed = parts.filter((part) => !part.startsWith(':')).length;
    if (fixed > bestFixed) [best, bestFixed] = [route, fixed];
  }
  return best;
};

/**
 * Reads a build's list once; the function it returns gives the `<link rel="modulepreload">` tags
 * for one request of a page (none for a path that is no route, or a build without the list).
 * @param {string} dir the build
 * @returns {(pathname: string, headers: Record<string, string | string[] | undefined>, nonce: string) => string}
 */
export const routePreloadLinks = (dir) => {
  const file = path.join(dir, routePreloadsFile);
  if (!existsSync(file)) return () => '';
  /** @type {{ routes: { pattern: string, files: string[], locales: Record<string, string[]> }[] }} */
  const { routes } = JSON.parse(readFileSync(file, 'utf8'));
  return (pathname, headers, nonce) => {
    const route = matchRoute(routes, pathname);
    if (!route) return '';
    const files = [...route.files, ...(route.locales[requestLocale(headers)] ?? [])];
    // As Vite writes its own: the preload helper then finds each link and adds none of its own.
    return files.map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}">`).join('');
  };
};

/**
 * `html` with `links` before its stylesheet link (after the entry's preloads), or before
 * `</head>` when it has none.
 * @param {string} html
 * @param {string} links
 */
export const withPreloadLinks = (html, links) => {
  if (!links) return html;
  const at = html.indexOf('<link rel="stylesheet"');
  const index = at >= 0 ? at : html.indexOf('</head>');
  return index < 0 ? html : html.slice(0, index) + links + html.slice(index);
};
