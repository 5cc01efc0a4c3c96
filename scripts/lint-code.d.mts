/** What the lint configuration is made of, as paths from the project root. */
export declare const cacheInputs: string[];
/** The cache folder's name for the project at `root`. */
export declare const cacheKey: (root: string) => string;
/** The folder holding one cache folder per key. */
export declare const cacheRoot: (root: string) => string;
/** ESLint over `root` with the cache; its exit status. */
export declare const lint: (root: string, args?: string[], options?: { quiet?: boolean }) => number;
