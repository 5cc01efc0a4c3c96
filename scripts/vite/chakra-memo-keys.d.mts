import type { Plugin } from 'vite';

/** Chakra's memo with a cache of its own for one-primitive calls; throws if Chakra's source changed. */
export declare const memoKeys: (code: string) => string;
/** Chakra's style normaliser asking for a prop's shorthand with the prop alone; throws if Chakra's source changed. */
export declare const shorthandByProp: (code: string) => string;
/** Production builds: Chakra's memo looks one-primitive calls up by the value itself, and shorthands are asked for by the prop alone. */
export declare const chakraMemoKeys: () => Plugin[];
