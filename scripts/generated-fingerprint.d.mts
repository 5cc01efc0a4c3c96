/** Records what a finished generate read and wrote (node_modules/.cache under `root`). */
export declare const recordFingerprint: (root: string) => void;
export declare const isUpToDate: (root: string) => boolean;
/** The tools' settings and scripts, and the installed versions, as paths from the project root. */
export declare const toolInputs: string[];
