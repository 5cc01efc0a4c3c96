/** `code` with each `[from, to]` replaced, in order; throws if a `from` is not there exactly once. */
export declare const editSource: (code: string, edits: ReadonlyArray<readonly [string, string]>, names: { plugin: string; module: string; library: string }) => string;
/** Whether the build's edits of Chakra apply: a production build, not the dev server or Vitest. */
export declare const editsApply: (command: string) => boolean;
/** The id of one of Chakra's ES modules, by its path under dist/esm (`utils/memo.js`). */
export declare const chakraModule: (file: string) => RegExp;
/** The id of one module of Chakra's styled system (`system.js`, `token-dictionary.js`). */
export declare const chakraStyledSystemModule: (file: string) => RegExp;

/** In production builds, the plugin that replaces `module`'s code with `edit(code)`. */
export declare const editModulePlugin: (name: string, module: RegExp, edit: (code: string) => string) => import('vite').Plugin;
