/** `code` with each `[from, to]` replaced, in order; throws if a `from` is not there exactly once. */
export declare const editSource: (code: string, edits: ReadonlyArray<readonly [string, string]>, names: { plugin: string; module: string; library: string }) => string;
