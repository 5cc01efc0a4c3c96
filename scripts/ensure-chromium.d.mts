/** The full browser: CHROMIUM_PATH, else Debian's chromium (installed if missing and possible). */
export declare const findChromium: () => string;
/** The browser the tests run on: CHROMIUM_PATH, else the headless shell, else the full browser. */
export declare const findTestChromium: () => string;
