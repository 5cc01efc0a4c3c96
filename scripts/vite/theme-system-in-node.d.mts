/** The system the theme module's `appSystem()` makes, evaluated in Node (once per module). */
export declare const themeSystemInNode: (themeModule: string, alias: Record<string, string>) => Promise<unknown>;
