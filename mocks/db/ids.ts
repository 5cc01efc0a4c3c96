const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id with a readable prefix, like the real backend's (`usr_…`, `msg_…`). */
export const newId = (prefix: string, length = 12): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
};

/** A random token of URL-safe characters. */
export const newToken = (length = 32): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
};
