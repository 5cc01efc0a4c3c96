import type { Plugin } from 'vite';
export declare const precompressedRule: { include: RegExp; exclude: RegExp; threshold: number };
export declare const copyExtension: { br: '.br'; gzip: '.gz' };
export declare const isPrecompressed: (file: string, size: number) => boolean;
export declare const precompress: () => Plugin;
