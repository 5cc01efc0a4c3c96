import type { Plugin } from 'vite';

/** @pandacss/is-valid-prop's module with only the CSS properties `properties` lacks; throws if its source changed. */
export declare const cssPropertiesBeyond: (code: string, properties: ReadonlySet<string>) => string;
/** Production builds: Panda's CSS property list without the names Chakra's own properties answer for. */
export declare const cssPropertiesBeyondChakra: (options: { themeModule: string; alias: Record<string, string> }) => Plugin;
