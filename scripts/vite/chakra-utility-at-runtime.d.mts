import type { Plugin } from 'vite';

/** Chakra's utility module without the type bookkeeping, calling each `values` function once; throws if Chakra's source changed. */
export declare const utilityAtRuntime: (code: string) => string;
/** Production builds: Chakra's utility without the type generator's bookkeeping. */
export declare const chakraUtilityAtRuntime: () => Plugin;
