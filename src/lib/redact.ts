// Tokens never reach a log line or an error report (issue 13). Everything the app logs goes
// through logger.ts, which passes it through here first: the current access token wherever it
// appears, any bearer credential, and any `…token=…` / `"…Token": "…"` value become
// `[redacted]`. (The refresh token is an httpOnly cookie: scripts never see it, but a
// server answer echoing it would still be caught by the key pattern.)
export const redacted = '[redacted]';

const bearer = /\b(Bearer\s+)[\w.~+/-]+=*/gi;
const tokenField = /((?:access|refresh|id)[_-]?token|kizuna_refresh)("?\s*[:=]\s*"?)(?!\[redacted\])[^"'&;\s,}]+/gi;

/** Text with every secret (at least 8 characters long) and every credential-shaped value replaced. */
export const redactText = (text: string, secrets: readonly (string | null | undefined)[] = []): string => {
  let result = text;
  for (const secret of secrets) if (secret && secret.length >= 8) result = result.split(secret).join(redacted);
  return result.replace(bearer, `$1${redacted}`).replace(tokenField, `$1$2${redacted}`);
};

/** Everything a console or an error tracker would show of a value: an Error's message, stack and own fields. */
const describe = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const fields =
    value instanceof Error ? Object.fromEntries(Object.getOwnPropertyNames(value).map((key) => [key, (value as unknown as Record<string, unknown>)[key]])) : value;
  try {
    return JSON.stringify(fields) ?? String(value);
  } catch {
    // Circular: the message and stack are what a tracker would keep.
    return value instanceof Error ? `${value.message}\n${value.stack ?? ''}` : String(value);
  }
};

/**
 * The value itself when it holds nothing to hide (an Error keeps its stack and fields for the
 * console), otherwise a copy with the secrets replaced: an Error of the same name, or text.
 */
export const redactValue = (value: unknown, secrets: readonly (string | null | undefined)[] = []): unknown => {
  if (value === undefined || value === null) return value;
  const text = describe(value);
  if (redactText(text, secrets) === text) return value;
  if (value instanceof Error) {
    const copy = new Error(redactText(value.message, secrets));
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redactText(value.stack, secrets);
    return copy;
  }
  return redactText(text, secrets);
};
