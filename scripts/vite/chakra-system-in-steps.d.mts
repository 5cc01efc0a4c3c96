import type { Plugin } from 'vite';

/** Chakra's system module with `createSystem.inSteps`; throws if Chakra's source changed. */
export declare const systemInSteps: (code: string) => string;
/** Production builds: Chakra's `createSystem` can be made across tasks. */
export declare const chakraSystemInSteps: () => Plugin;
