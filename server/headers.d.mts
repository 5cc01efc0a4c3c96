export declare const noncePlaceholder: string;
export interface CspOptions {
  nonce: string;
  apiOrigin?: string | null;
  previewApiHost?: string | null;
  googleSignIn?: boolean;
}
export declare const contentSecurityPolicy: (options: CspOptions) => string;
export declare const baseHeaders: Record<string, string>;
export declare const isHashedAsset: (pathname: string) => boolean;
export declare const cacheControl: (pathname: string) => string;
export declare const isAppRoute: (pathname: string) => boolean;
export declare const assetPolicy: string;
export declare const acceptedEncodings: (acceptEncoding: string | string[] | undefined) => ('br' | 'gzip')[];
