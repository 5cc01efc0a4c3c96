import type { Plugin } from 'vite';

/** zod 4.6.7 has this many schema types with a converter hook. */
export declare const expectedProcessorHooks: number;
/** The classic schemas module without its JSON Schema hooks; throws if zod's source changed. */
export declare const withoutJsonSchema: (code: string) => string;
/** Production builds only: zod's classic schemas without their JSON Schema hooks. */
export declare const zodWithoutJsonSchema: () => Plugin;
