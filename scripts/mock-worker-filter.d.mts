export declare const isMockedPath: (pathname: string, prefixes: readonly string[]) => boolean;
export declare const mockedPathPrefixes: (root: string) => string[];
export declare const withMockedPathFilter: (workerSource: string, prefixes: readonly string[]) => string;
export declare const filterMockWorker: (root: string) => void;
