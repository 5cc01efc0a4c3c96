// Chakra tells a style prop from any other prop with `properties.has(prop) ||
// isCssProperty(prop)`: first its own utilities and conditions, then Panda's list of every CSS
// property (@pandacss/is-valid-prop, 535 names, 2.4 KB gzip on every route). A third of that
// list is already a Chakra utility, so the second check never decides for it. In production
// builds this plugin keeps, of Panda's list, only the names the system's properties lack (the
// system made in Node from the theme, as the other Chakra plugins do): every answer Chakra
// gives stays the same, with 0.6 KB less of list.
//
// Chakra's createSystem is the only importer of that module in the bundle (the build fails if
// another module imports it). The dev server and the tests keep the whole list. The edit
// matches @pandacss/is-valid-prop's source exactly: if an upgrade changes it, the build fails.

import { chakraStyledSystemModule, editSource, editsApply } from './edit-source.mjs';
import { themeSystemInNode } from './theme-system-in-node.mjs';

const listModule = /node_modules[\\/]@pandacss[\\/]is-valid-prop[\\/]dist[\\/]index\.mjs$/;
const chakraSystem = chakraStyledSystemModule('system.js');
const listLine = /^var cssPropertiesStr = "([^"]*)";$/m;
const plugin = 'css-properties-beyond-chakra';

/**
 * Panda's module with only the CSS properties `properties` lacks (exported for its test);
 * throws if its source changed.
 * @param {string} code @pandacss/is-valid-prop's dist/index.mjs
 * @param {ReadonlySet<string>} properties the system's own properties (`system.properties`)
 * @returns {string}
 */
export const cssPropertiesBeyond = (code, properties) => {
  const line = code.match(listLine);
  if (!line) throw new Error(`${plugin}: "var cssPropertiesStr" not found once in @pandacss/is-valid-prop; check the plugin against this @pandacss/is-valid-prop version`);
  const beyond = line[1].split(',').filter((name) => !properties.has(name));
  return editSource(code, [[line[0], `var cssPropertiesStr = ${JSON.stringify(beyond.join(','))};`]], {
    plugin,
    module: '@pandacss/is-valid-prop',
    library: '@pandacss/is-valid-prop',
  });
};

/**
 * @param {{ themeModule: string, alias: Record<string, string> }} options the module that
 *   exports `appSystem()`, and the aliases it imports through
 * @returns {import('vite').Plugin}
 */
export const cssPropertiesBeyondChakra = ({ themeModule, alias }) => {
  let build = false;
  return {
    name: 'kizuna:css-properties-beyond-chakra',
    configResolved(config) {
      build = editsApply(config.command);
    },
    transform: {
      filter: { id: listModule },
      async handler(code, id) {
        if (!build || !listModule.test(id)) return null;
        const system = await themeSystemInNode(themeModule, alias);
        return { code: cssPropertiesBeyond(code, system.properties), map: null };
      },
    },
    // Once the module graph is whole: the shortened list is right only for Chakra's system.
    buildEnd() {
      if (!build) return;
      for (const id of this.getModuleIds()) {
        if (!listModule.test(id)) continue;
        const others = (this.getModuleInfo(id)?.importers ?? []).filter((importer) => !chakraSystem.test(importer));
        if (others.length > 0) this.error(`${plugin}: @pandacss/is-valid-prop is imported by ${others.join(', ')}, not only by Chakra's createSystem, whose own properties its list leaves out`);
      }
    },
  };
};
