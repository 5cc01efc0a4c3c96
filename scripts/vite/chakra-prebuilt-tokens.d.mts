import type { Plugin } from 'vite';

/** A token dictionary as a table: names by category, where the semantic and negative ones start, the paths names do not spell, palettes. */
export interface TokenTable {
  categories: Record<string, string>;
  semanticFrom: Record<string, number>;
  negativeFrom: Record<string, number>;
  paths: Record<string, string[]>;
  palettes: string[];
}
/** The table of a Chakra token dictionary (`system.tokens`); throws if it does not give the dictionary back. */
export declare const tokenTableOf: (dictionary: unknown, negate: (value: string) => string) => TokenTable;
/** Chakra's token dictionary module, filled from `table`; throws if Chakra's source changed. */
export declare const prebuiltTokenDictionary: (code: string, table: TokenTable) => string;
/** Chakra's system module with `system.token`'s values read when asked for; throws if Chakra's source changed. */
export declare const tokenValuesWhenAsked: (code: string) => string;
/** Production builds: Chakra's token dictionary filled from a table made at build time. */
export declare const chakraPrebuiltTokens: (options: { themeModule: string; alias: Record<string, string> }) => Plugin;
