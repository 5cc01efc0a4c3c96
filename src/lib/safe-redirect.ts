// Where "return to where you were going" may lead: only a path on this site. Anything that a
// browser could read as another origin (`//evil.com`, `/\evil.com`, `https://…`,
// `javascript:`, tabs or newlines that browsers strip, encoded variants of these) falls back
// to the default.
export const defaultRedirect = '/chats';

const base = 'https://kizuna.invalid';
// Browsers drop tabs and newlines inside URLs, so `/\t/evil.com` would become `//evil.com`;
// any whitespace or control character is refused.
const hasControlOrSpace = (value: string): boolean =>
  [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029 || code === 0xfeff || /\s/.test(char);
  });

const decodeFully = (value: string): string | null => {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

const looksForeign = (value: string): boolean =>
  !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlOrSpace(value);

/** The redirect target if it stays on this site, otherwise `/chats`. */
export const sanitizeRedirect = (raw: unknown, fallback: string = defaultRedirect): string => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  const decoded = decodeFully(raw);
  if (decoded === null || looksForeign(raw) || looksForeign(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Dot segments can leave a path that starts with `//` once resolved (`/..//evil.com`).
  const target = `${url.pathname}${url.search}${url.hash}`;
  return looksForeign(target) ? fallback : target;
};

/** `/sign-in?redirect=…` for a guest who tried to open `target`. */
export const signInPathFor = (target: string): string => {
  const safe = sanitizeRedirect(target, '');
  return safe && safe !== defaultRedirect ? `/sign-in?redirect=${encodeURIComponent(safe)}` : '/sign-in';
};
