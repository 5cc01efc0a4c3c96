// Chakra builds its global CSS at start-up: `createSystem` turns every token into a CSS
// variable (the token CSS), serialises the preflight and global styles, and the provider
// hands them to Emotion, which hashes them and runs stylis over ~600 rules before the first
// paint. None of it depends on anything but the theme (src/app/theme.ts), which is fixed at
// build time. So in production builds this plugin:
//   - computes that CSS once, in Node, from the same theme module and with Emotion's own
//     serialiser (so the rules are byte for byte what Emotion would have inserted), and ships
//     it as a stylesheet of the entry (`virtual:kizuna/chakra-globals.css`, imported by
//     src/main.tsx, linked in index.html and cached like any asset);
//   - leaves Chakra's `createSystem` without its eager `_global`, so the provider inserts
//     nothing and the start-up does not build it.
// The dev server and the tests keep Chakra's runtime path (the virtual module is empty there).
//
// The edit matches Chakra 3.37's source exactly: if an upgrade changes it, the build fails here.
import { chakraStyledSystemModule, editSource, editsApply } from './edit-source.mjs';
import { themeSystemInNode } from './theme-system-in-node.mjs';

export const virtualId = 'virtual:kizuna/chakra-globals.css';
const resolvedId = `\0${virtualId}`;
const systemModule = chakraStyledSystemModule('system.js');
const eagerGlobals = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const preflightImport = "import { createPreflight } from './preflight.js';";
const preflightCall = 'const result = createPreflight({ preflight });';

/**
 * Chakra's system module without the global styles it builds at start-up (exported for its
 * test); throws if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const withoutRuntimeGlobals = (code) =>
  editSource(
    code,
    [
      [eagerGlobals, '// The global CSS ships as a stylesheet (scripts/vite/chakra-static-globals.mjs).\n  const _global = [];'],
      // The preflight only goes into that stylesheet: its styles (~3 KB) stay out of the bundle.
      [preflightImport, ''],
      [preflightCall, 'const result = {};'],
    ],
    { plugin: 'chakra-static-globals', module: "Chakra's createSystem", library: 'Chakra' },
  );

/**
 * The CSS Emotion inserts for a Chakra system's layer order and global styles, as one
 * stylesheet (exported for its test).
 * @param {{ _global: unknown[], layers: { atRule: string } }} system
 * @param {{ css: (...styles: unknown[]) => { name: string, styles: string } }} emotion `@emotion/react`
 * @param {(options: { key: string }) => { insert: (selector: string, serialized: unknown, sheet: unknown, shouldCache: boolean) => string | void, sheet: unknown }} createCache `@emotion/cache`
 * @returns {string}
 */
export const globalCssOf = (system, emotion, createCache) => {
  // Node's build of Emotion's cache returns the rules instead of inserting them.
  const cache = createCache({ key: 'css' });
  const rules = (styles) => {
    const css = cache.insert('', emotion.css(styles), cache.sheet, false);
    if (typeof css !== 'string') throw new Error('chakra-static-globals: Emotion inserted the rules instead of returning them (a browser build of @emotion/cache?)');
    return css;
  };
  // The provider's two <Global>s, in its order: the layer order first, then the globals.
  return `${rules(system.layers.atRule)}\n${rules(system._global)}\n`;
};

/**
 * @param {{ themeModule: string, alias: Record<string, string> }} options the module that
 *   exports `appSystem()`, and the aliases it imports through
 * @returns {import('vite').Plugin}
 */
export const chakraStaticGlobals = ({ themeModule, alias }) => {
  let build = false;
  return {
    name: 'kizuna:chakra-static-globals',
    // src/app/theme.ts leaves the preflight, the global styles and the keyframes out of the
    // browser's system when they are in the stylesheet: they go nowhere else. The theme
    // module evaluated in Node below, without this plugin, sees no constant and keeps them.
    config: (_, { command }) => ({ define: { __CHAKRA_GLOBALS_PREBUILT__: JSON.stringify(editsApply(command)) } }),
    configResolved(config) {
      build = editsApply(config.command);
    },
    resolveId: {
      filter: { id: new RegExp(`^${virtualId}$`) },
      handler: (id) => (id === virtualId ? resolvedId : null),
    },
    load: {
      filter: { id: new RegExp(`^\\0${virtualId}$`) },
      async handler(id) {
        if (id !== resolvedId) return null;
        if (!build) return '/* Chakra inserts its global CSS at run time outside production builds. */\n';
        const [system, emotion, cache] = await Promise.all([themeSystemInNode(themeModule, alias), import('@emotion/react'), import('@emotion/cache')]);
        return globalCssOf(system, emotion, cache.default);
      },
    },
    transform: {
      filter: { id: systemModule },
      handler(code, id) {
        if (!build || !systemModule.test(id)) return null;
        return { code: withoutRuntimeGlobals(code), map: null };
      },
    },
  };
};
