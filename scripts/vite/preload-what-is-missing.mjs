// A lazy chunk's preload list (Vite's `__vite__mapDeps`) names every chunk it depends on,
// including those the entry has already loaded (React, Chakra, the router…): every list repeats
// the same dozens of file names, in every chunk that imports lazily (0.5-0.9 KB gzip on each of
// the chat screen's loaders alone). Every dynamic import runs after the entry has loaded, so the
// entry and what it imports statically need no preloading: they are left out of the lists. A
// build where the entry's chunks cannot be known (no entry chunk) keeps Vite's lists whole.

/** @param {Record<string, { type: string, isEntry?: boolean, imports?: string[] }>} bundle */
export const loadedWithEntry = (bundle) => {
  const loaded = new Set();
  const visit = (fileName) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
  return loaded;
};

/**
 * The plugin (it reads the bundle's chunk graph before Vite writes the preload lists) and the
 * `build.modulePreload.resolveDependencies` that uses it.
 * @returns {{ plugin: import('vite').Plugin, resolveDependencies: (file: string, deps: string[], context?: { hostType: 'html' | 'js' }) => string[] }}
 */
export const preloadWhatIsMissing = () => {
  let loaded = new Set();
  return {
    plugin: {
      name: 'kizuna:preload-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded = loadedWithEntry(bundle);
        },
      },
    },
    // Vite asks for index.html's list too (hostType 'html'): that one preloads the entry's own
    // imports, which nothing has loaded yet, so it keeps them all. Filtered like the others, it
    // was empty, and the browser only asked for the entry's ~20 chunks once the entry itself had
    // arrived and been parsed: a round trip before the first render.
    resolveDependencies: (_file, deps, context) => (context?.hostType === 'html' ? deps : deps.filter((dep) => !loaded.has(dep))),
  };
};
