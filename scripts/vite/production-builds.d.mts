/** Module ids a build resolves to another file: the id, then the file's absolute path. */
export declare const productionBuilds: Record<string, string>;
