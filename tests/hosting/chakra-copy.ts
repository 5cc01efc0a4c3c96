import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The tests of the build's edits of Chakra (scripts/vite/chakra-*.mjs) load the edited modules
// beside Chakra's own: a copy of Chakra's ES modules with the edited files written over it.

const chakraRoot = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
/** Chakra's ES modules as installed. */
export const chakraEsm = path.join(chakraRoot, 'dist/esm');

/** The source of one of Chakra's ES modules, by its path under dist/esm (`styled-system/system.js`). */
export const chakraSource = (file: string): string => readFileSync(path.join(chakraEsm, file), 'utf8');

/** Imports one module of Chakra's ES modules at `root` (Chakra's own or a copy). */
export const importChakraModule = async <T,>(root: string, file: string): Promise<T> => (await import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href)) as T;

export interface ChakraCopy {
  /** Where the copy is: a root for `importChakraModule`. */
  root: string;
  /** Imports one of the copy's modules, by its path under dist/esm. */
  load: <T>(file: string) => Promise<T>;
  /** Deletes the copy. */
  remove: () => void;
}

/**
 * Copies `folders` of Chakra's ES modules (the styled system and its utilities unless told; `'all'`
 * for every module) and writes `edits` (path under dist/esm → code) over them. The copy is inside
 * node_modules, so its own imports (Emotion, React, @pandacss/is-valid-prop) resolve, and Vitest
 * leaves it to Node; `name` keeps each test file's copy apart.
 */
export const copyChakra = (name: string, edits: Record<string, string>, folders: readonly string[] | 'all' = ['styled-system', 'utils']): ChakraCopy => {
  const root = path.join(path.dirname(chakraRoot), '..', '.cache', `kizuna-chakra-${name}-${process.pid}`);
  mkdirSync(root, { recursive: true });
  if (folders === 'all') cpSync(chakraEsm, root, { recursive: true });
  else for (const folder of folders) cpSync(path.join(chakraEsm, folder), path.join(root, folder), { recursive: true });
  for (const [file, code] of Object.entries(edits)) writeFileSync(path.join(root, file), code);
  return {
    root,
    load: (file) => importChakraModule(root, file),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};
