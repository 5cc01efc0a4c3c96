import type { Plugin } from 'vite';

export declare const loadedWithEntry: (bundle: Record<string, { type: string; isEntry?: boolean; imports?: string[] }>) => Set<string>;
export declare const preloadWhatIsMissing: () => { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context?: { hostType: 'html' | 'js' }) => string[] };
