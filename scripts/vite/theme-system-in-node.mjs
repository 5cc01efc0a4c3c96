// The build's Chakra plugins (chakra-static-globals, chakra-prebuilt-tokens) read the app's
// Chakra system made in Node from the theme module, without the plugins: one evaluation per
// build, shared.
import { runnerImport } from 'vite';

const systems = new Map();

/**
 * The system the theme module's `appSystem()` makes, evaluated in Node (once per module).
 * @param {string} themeModule
 * @param {Record<string, string>} alias the aliases the theme imports through
 * @returns {Promise<any>}
 */
export const themeSystemInNode = (themeModule, alias) => {
  if (!systems.has(themeModule)) {
    systems.set(
      themeModule,
      runnerImport(themeModule, { configFile: false, logLevel: 'error', resolve: { alias } }).then(({ module }) => module.appSystem()),
    );
  }
  return systems.get(themeModule);
};
