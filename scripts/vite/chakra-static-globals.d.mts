import type { Plugin } from 'vite';

/** The id src/main.tsx imports the stylesheet by. */
export declare const virtualId: string;
/** Chakra's system module without the global styles it builds at start-up; throws if Chakra's source changed. */
export declare const withoutRuntimeGlobals: (code: string) => string;
/** The CSS Emotion inserts for a Chakra system's layer order and global styles. */
export declare const globalCssOf: (
  system: { _global: unknown[]; layers: { atRule: string } },
  emotion: { css: (...styles: never[]) => { name: string; styles: string } },
  createCache: (options: { key: string }) => { insert: (selector: string, serialized: never, sheet: never, shouldCache: boolean) => string | void; sheet: unknown },
) => string;
/** Production builds: Chakra's global CSS as a stylesheet, not built at start-up. */
export declare const chakraStaticGlobals: (options: { themeModule: string; alias: Record<string, string> }) => Plugin;
