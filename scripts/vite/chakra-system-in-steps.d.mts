import type { Plugin } from 'vite';

/** Chakra's token dictionary module with `createTokenDictionarySteps`; throws if Chakra's source changed. */
export declare const tokenDictionaryInSteps: (code: string) => string;
/** Chakra's system module with `createSystem.inSteps`; throws if Chakra's source changed. */
export declare const systemInSteps: (code: string) => string;
/** Production builds: Chakra's `createSystem` can be made across tasks. */
export declare const chakraSystemInSteps: () => Plugin;
