// The build's edits of a dependency's source (Chakra's createSystem, zod's schemas) are exact
// text replacements: each must find its text exactly once, or the build fails, naming the
// plugin, rather than silently shipping the unedited or a half-edited module after an upgrade.

/**
 * `code` with each `[from, to]` of `edits` replaced, in order; throws if a `from` is not there
 * exactly once.
 * @param {string} code
 * @param {ReadonlyArray<readonly [string, string]>} edits
 * @param {{ plugin: string, module: string, library: string }} names for the error: the plugin,
 *   the module edited ("Chakra's createSystem"), the library whose version to check
 * @returns {string}
 */
export const editSource = (code, edits, { plugin, module, library }) =>
  edits.reduce((result, [from, to]) => {
    const at = result.indexOf(from);
    if (at === -1 || result.indexOf(from, at + from.length) !== -1) {
      throw new Error(`${plugin}: "${from.split('\n')[0]}" not found once in ${module}; check the plugin against this ${library} version`);
    }
    return result.slice(0, at) + to + result.slice(at + from.length);
  }, code);

/**
 * Whether the build's edits of Chakra apply: in a production build, not on the dev server and
 * not in Vitest, whose tests run Chakra's own modules.
 * @param {string} command Vite's `command` ('build' or 'serve')
 * @returns {boolean}
 */
export const editsApply = (command) => command === 'build' && !process.env.VITEST;

/**
 * The id of one of Chakra's ES modules, by its path under dist/esm (`utils/memo.js`).
 * @param {string} file
 * @returns {RegExp}
 */
export const chakraModule = (file) =>
  new RegExp(`node_modules[\\\\/]@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]${file.split('/').map((part) => part.replace('.', '\\.')).join('[\\\\/]')}$`);

/**
 * The id of one module of Chakra's styled system (`system.js`, `token-dictionary.js`).
 * @param {string} file
 * @returns {RegExp}
 */
export const chakraStyledSystemModule = (file) => chakraModule(`styled-system/${file}`);

/**
 * The plugin of an edit of one dependency module: in production builds (`editsApply`) the
 * module's code becomes `edit(code)`; elsewhere it is left as it is.
 * @param {string} name the plugin's name
 * @param {RegExp} module the id of the module edited
 * @param {(code: string) => string} edit
 * @returns {import('vite').Plugin}
 */
export const editModulePlugin = (name, module, edit) => {
  let build = false;
  return {
    name,
    configResolved(config) {
      build = editsApply(config.command);
    },
    transform: {
      filter: { id: module },
      handler(code, id) {
        if (!build || !module.test(id)) return null;
        return { code: edit(code), map: null };
      },
    },
  };
};
