// Which chunks each route's first screen needs, written beside index.html for the server
// (server/route-preloads.mjs; nginx reads the same list as a map, .route-preloads.nginx), which
// names them in the page it sends: the browser fetches them while it reads the HTML, beside the
// entry's, instead of once the entry has arrived and run.
//
// The route table is the source (src/app/router/routes.tsx): it is walked in Node
// (scripts/vite/route-walk.mjs), and each route's `handle.pages` (RouteBoot) says which pages its
// first screen draws with, and their translation areas. The walk needs no component: every .tsx
// module but the route table's own is replaced by one that exports its own file name, which is
// how the walk learns the file of each page it loads.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { routePreloadsFile } from '../../server/route-preloads.mjs';
import { loadedWithEntry } from './preload-what-is-missing.mjs';

/** The .tsx modules the walk runs as they are: the table and what builds its routes' handles. */
const routeTableModules = ['routes', 'route-page', 'route-loaders'];

/**
 * The route table's screens (scripts/vite/route-walk.mjs, in Vite's module runner): each route
 * pattern with the source files of the pages its first screen draws with and their translation
 * areas.
 * @param {{ srcDir: string, alias: Record<string, string> }} options `srcDir` ends with a slash
 * @returns {Promise<{ pattern: string, pages: string[], areas: string[] }[]>}
 */
export const walkRouteTable = async ({ srcDir, alias }) => {
  const keep = routeTableModules.map((name) => `${srcDir}app/router/${name}.tsx`);
  const emptyComponents = {
    name: 'kizuna:route-walk-empty-components',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} id */
    load(id) {
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir) || !file.endsWith('.tsx') || keep.includes(file)) return null;
      return `export default ${JSON.stringify(file)};`;
    },
  };
  const walker = fileURLToPath(new URL('./route-walk.mjs', import.meta.url));
  const { module } = await runnerImport(walker, { configFile: false, logLevel: 'error', resolve: { alias }, plugins: [emptyComponents] });
  return module.screens;
};

/**
 * Each screen's files from the bundle's chunk graph: the chunk of each page and what it imports,
 * and per locale the chunks of the translation areas, leaving out what index.html already loads.
 * @param {Record<string, { type: string, isEntry?: boolean, imports?: string[], moduleIds?: string[] }>} bundle
 * @param {{ pattern: string, pages: string[], areas: string[] }[]} screens
 * @param {{ base: string, locales: readonly string[], areaModule: (locale: string, area: string) => string, sharedAreas: readonly string[] }} options
 */
export const routePreloadList = (bundle, screens, { base, locales, areaModule, sharedAreas }) => {
  const chunkOf = new Map();
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') for (const id of chunk.moduleIds ?? []) chunkOf.set(id, fileName);
  const loaded = loadedWithEntry(bundle);
  /** @param {string} module */
  const filesFor = (module) => {
    const start = chunkOf.get(module);
    if (start === undefined) throw new Error(`route-preloads: no chunk holds ${module}`);
    const files = [];
    const visit = (/** @type {string} */ fileName) => {
      if (loaded.has(fileName) || files.includes(fileName)) return;
      files.push(fileName);
      for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
    };
    visit(start);
    return files;
  };
  const unique = (/** @type {string[]} */ files) => [...new Set(files)].map((file) => `${base}${file}`);
  return {
    routes: screens.map(({ pattern, pages, areas }) => ({
      pattern,
      files: unique(pages.flatMap(filesFor)),
      locales: Object.fromEntries(locales.map((locale) => [locale, unique([...sharedAreas, ...areas].flatMap((area) => filesFor(areaModule(locale, area))))])),
    })),
  };
};

/** The map file for nginx (docs/hosting/nginx.conf includes it), beside the list. */
export const nginxRouteMapFile = '.route-preloads.nginx';

/**
 * The same list as entries of an nginx `map` from "<locale> <request URI>" to the page's links
 * (docs/hosting/nginx.conf): a regex per route and locale, the routes with more fixed segments
 * first (nginx takes the first regex that matches), the nonce nginx's `$request_id`.
 * @param {{ routes: { pattern: string, files: string[], locales: Record<string, string[]> }[] }} list
 */
export const nginxRouteMap = ({ routes }) => {
  const fixed = (/** @type {string} */ pattern) => pattern.split('/').filter((part) => part && !part.startsWith(':')).length;
  const path = (/** @type {string} */ pattern) =>
    pattern
      .split('/')
      .filter(Boolean)
      .map((part) => (part.startsWith(':') ? '[^/?]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
  const lines = [];
  for (const route of [...routes].sort((a, b) => fixed(b.pattern) - fixed(a.pattern))) {
    for (const [locale, localeFiles] of Object.entries(route.locales)) {
      const links = [...route.files, ...localeFiles].map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="$request_id">`).join('');
      lines.push(`"~^${locale} /${path(route.pattern)}/?(\\?.*)?$" '${links}';`);
    }
  }
  return `# Written by the build (scripts/vite/route-preloads.mjs) from ${routePreloadsFile}.\n${lines.join('\n')}\n`;
};

/**
 * The plugin: walks the route table while the build runs, reads the chunk graph once it is
 * final, and writes the list beside index.html.
 * @param {Parameters<typeof walkRouteTable>[0] & Omit<Parameters<typeof routePreloadList>[2], 'base'>} options
 * @returns {import('vite').Plugin}
 */
export const routePreloads = ({ srcDir, alias, locales, areaModule, sharedAreas }) => {
  /** @type {Promise<Awaited<ReturnType<typeof walkRouteTable>>> | undefined} */
  let screens;
  let base = '/';
  let list;
  return {
    name: 'kizuna:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      screens = walkRouteTable({ srcDir, alias });
    },
    async generateBundle(_options, bundle) {
      list = routePreloadList(/** @type {any} */ (bundle), (await screens) ?? [], { base, locales, areaModule, sharedAreas });
    },
    writeBundle(options) {
      if (!list || !options.dir) return;
      writeFileSync(path.join(options.dir, routePreloadsFile), `${JSON.stringify(list)}\n`);
      writeFileSync(path.join(options.dir, nginxRouteMapFile), nginxRouteMap(list));
    },
  };
};
