/** The features Playwright turns off, which our own --disable-features must repeat. */
export declare const playwrightDisabledFeatures: string[];
/** Chromium's command-line flags for every browser the project starts. */
export declare const chromiumFlags: string[];
