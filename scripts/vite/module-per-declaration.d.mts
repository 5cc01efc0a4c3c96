import type { Plugin } from 'vite';

/** The module a split piece came from, else the id itself. */
export declare const originalModule: (id: string) => string;
/** A module split into a facade (its exports, from the pieces) and one piece per top-level declaration, by piece id. */
export declare const splitModule: (
  code: string,
  program: unknown,
  id: string,
  resolve: (source: string) => Promise<string>,
) => Promise<{ facade: string; pieces: Map<string, string>; exports: Map<string, string>; dependencies: Map<string, string[]> }>;
/** Production builds only: every module whose id `include` matches becomes one module per top-level declaration. */
export declare const modulePerDeclaration: (options: { include: RegExp }) => Plugin & {
  /** The pieces the named exports of the split module `test` matches are, and every piece they import. */
  piecesReachedFrom: (test: RegExp, names: string[]) => Set<string>;
};
