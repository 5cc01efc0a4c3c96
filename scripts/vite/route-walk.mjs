// Run by scripts/vite/route-preloads.mjs in Vite's module runner, where every component module
// but the route table's own is replaced by one whose default export is its file: walks the route
// table and lists, per route pattern, the files of the pages its first screen draws with (each
// route's `handle.pages`, RouteBoot in src/app/router/route-page.tsx) and their translation areas.
import { createAppRoutes } from '@/app/router/routes';

/** @param {string} base @param {string} segment */
const join = (base, segment) => (segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`);

/** @type {{ pattern: string, pages: string[], areas: string[] }[]} */
const found = [];
/** @param {any[]} routes @param {string} base @param {{ load: () => Promise<{ default: string }>, areas: readonly string[] }[]} outer */
const walk = async (routes, base, outer) => {
  for (const route of routes) {
    const here = route.path === undefined ? base : join(base, route.path);
    const pages = [...outer, ...(route.handle?.pages ?? [])];
    // A route draws a screen when it is an index or a path without children ('*' is the 404).
    if ((route.index || (route.path !== undefined && !route.children?.length)) && !here.includes('*')) {
      const files = await Promise.all(pages.map(async (page) => (await page.load()).default));
      found.push({ pattern: here || '/', pages: files, areas: [...new Set(pages.flatMap((page) => page.areas))] });
    }
    await walk(route.children ?? [], here, pages);
  }
};
// The loaders only keep the query client; the walk calls none of them.
await walk(createAppRoutes(/** @type {any} */ ({})), '', []);

export const screens = found;
