import type { Plugin } from 'vite';

/** React Router 7.18.5's production chunk has this many top-level forwardRef components… */
export declare const expectedForwardRefs: number;
/** …and this many top-level displayName statements. */
export declare const expectedDisplayNames: number;
/** React Router's production chunk without its framework-mode code paths; throws if the source changed. */
export declare const declarativeRouter: (code: string) => string;
/** Production builds only: React Router without <Form> and <Link prefetch>'s page links. */
export declare const reactRouterDeclarative: () => Plugin;
