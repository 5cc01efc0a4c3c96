export declare const routePreloadsFile: string;
export declare const localeCookieName: string;
export declare const requestLocale: (headers: { cookie?: string | string[]; 'accept-language'?: string | string[] }) => 'en' | 'ja';
export declare const matchRoute: <Route extends { pattern: string }>(routes: Route[], pathname: string) => Route | undefined;
export declare const routePreloadLinks: (dir: string) => (pathname: string, headers: Record<string, string | string[] | undefined>, nonce: string) => string;
export declare const withPreloadLinks: (html: string, links: string) => string;
