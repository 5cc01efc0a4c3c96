export interface Fingerprint {
  /** sha-256 of what generate reads */
  inputs: string;
  /** sha-256 of what it writes */
  outputs: string;
}
export declare const fingerprintOf: (root: string) => Fingerprint;
export declare const fingerprintFile: (root: string) => string;
export declare const isUpToDate: (root: string) => boolean;
/** The tools' settings and scripts, and the installed versions, as paths from the project root. */
export declare const toolInputs: string[];
