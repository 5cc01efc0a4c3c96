import type { Plugin } from 'vite';
/** A script index.html runs before the app's entry, as an entry of its own (`entry`: its path from the root). */
export declare const earlyScript: (entry: string) => Plugin;
