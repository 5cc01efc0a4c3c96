import type { Plugin } from 'vite';

/** Chakra's memo with a cache of its own for one-primitive calls; throws if Chakra's source changed. */
export declare const memoKeys: (code: string) => string;
/** Production builds: Chakra's memo looks one-primitive calls up by the value itself. */
export declare const chakraMemoKeys: () => Plugin;
