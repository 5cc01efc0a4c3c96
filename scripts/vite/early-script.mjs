// A script index.html runs before the app's entry, as an entry of its own.
//
// Vite bundles every <script type="module"> of index.html into one entry, which runs only once
// everything it imports has arrived: a script written there runs no sooner than the app. The
// session check (src/early-check.ts) is made to start while the app downloads, so it is a
// separate Rollup input, and its chunk's <script> goes into the built page before the app's.
// The browser runs module scripts in the page's order, each once its own imports are in: this
// one needs a few small chunks, the app all of its ~30. In the dev server the source file is
// linked as it is.
import path from 'node:path';

/** The <script> tag for `src`, before the app's: in the head, as Vite puts the entry's. */
const scriptTag = (src) => ({ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' });

/**
 * @param {string} entry the script's path from the project's root (`src/early-check.ts`)
 * @returns {import('vite').Plugin}
 */
export const earlyScript = (entry) => {
  let root = process.cwd();
  return {
    name: 'kizuna:early-script',
    config: (config, { command }) =>
      command === 'build' ? { build: { rolldownOptions: { input: { index: path.resolve(config.root ?? '', 'index.html'), early: path.resolve(config.root ?? '', entry) } } } } : undefined,
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [scriptTag(`/${entry}`)];
        const file = path.resolve(root, entry);
        const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === file);
        if (!chunk) throw new Error(`the early script ${entry} is not in the bundle`);
        return [scriptTag(`/${chunk.fileName}`)];
      },
    },
  };
};
