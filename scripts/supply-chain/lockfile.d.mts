export declare const expectedRegistry: string;
export declare const lockfileProblems: (lock: unknown, registry?: string) => string[];
