import type { Plugin } from 'vite';

/** Chakra's styled factory keeping each component's recipe; throws if Chakra's source changed. */
export declare const recipePerComponent: (code: string) => string;
/** Production builds: each styled component makes its recipe once per system. */
export declare const chakraRecipePerComponent: () => Plugin;
