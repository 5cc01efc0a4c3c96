// One place for the app's own log lines, so a production build can route them to an error
// tracker later without touching callers.
export const logError = (message: string, error?: unknown): void => {
  console.error(`[kizuna] ${message}`, error);
};

export const logWarning = (message: string, detail?: unknown): void => {
  console.warn(`[kizuna] ${message}`, detail ?? '');
};
