import { redactText, redactValue } from './redact';
import { getAccessToken } from './token-storage';

// One place for the app's own log lines, so a production build can route them to an error
// tracker later without touching callers. Nothing leaves here with a token in it (redact.ts).
export const logError = (message: string, error?: unknown): void => {
  const secrets = [getAccessToken()];
  console.error(`[kizuna] ${redactText(message, secrets)}`, redactValue(error, secrets));
};

export const logWarning = (message: string, detail?: unknown): void => {
  const secrets = [getAccessToken()];
  console.warn(`[kizuna] ${redactText(message, secrets)}`, redactValue(detail, secrets) ?? '');
};
