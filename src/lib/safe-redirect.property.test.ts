import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRedirect, sanitizeRedirect } from './safe-redirect';

// Issue 13's list of open-redirect payloads, in every spelling a browser still follows:
// mixed case, percent-encoded once or twice, with the tabs/newlines browsers strip, with
// backslashes browsers read as slashes. Whatever comes in, what comes out must resolve to a
// page of this site, and each of these must fall back to the default.
const origin = 'https://kizuna.example';
const payloads = ['//evil.com', 'https://evil.com', '/\\evil.com', '%2F%2Fevil.com', '/%09/evil.com', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];

const mixCase = (value: string, mask: number): string =>
  [...value].map((char, i) => ((mask >> i % 31) & 1 ? char.toUpperCase() : char.toLowerCase())).join('');
const encodeAll = (value: string): string => [...value].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const variants = (payload: string): string[] => [
  payload,
  payload.toUpperCase(),
  mixCase(payload, 0b1010101),
  encodeURIComponent(payload),
  encodeURIComponent(encodeURIComponent(payload)),
  encodeAll(payload),
  encodeAll(payload).toLowerCase(),
  `\t${payload}`,
  `\u0000${payload}`,
  payload.replace('//', '/\t/'),
  payload.replace('//', '\\\\'),
  payload.replace('//', '/\\'),
  payload.replace(':', '%3A'),
  payload.replace(':', '&colon;'),
  payload.replace('j', 'j\n'),
];
const seen = new Set<string>();
const table = payloads.flatMap((payload) =>
  variants(payload)
    .filter((variant) => !seen.has(variant) && Boolean(seen.add(variant)))
    .map((variant) => [payload, variant] as const),
);

/** The page a browser would open for a redirect target, from a page of this site. */
const landsOnThisSite = (target: string): boolean => new URL(target, `${origin}/sign-in`).origin === origin;

describe('sanitizeRedirect against the open-redirect list', () => {
  it.each(table)('%s as %j falls back to the default', (_payload, variant) => {
    expect(sanitizeRedirect(variant)).toBe(defaultRedirect);
  });

  it(`covers ${table.length} spellings of ${payloads.length} payloads`, () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  // Its own timeout: fast-check builds a reverse table of every code point (1.1 million
  // entries, ~2 s of CPU) for the binary strings, once. At a load of 16 on two cores that made
  // the test take 17 s, past the suite's 15 s; waiting longer changes no assertion.
  it('never leads off the site, whatever the input (property)', { timeout: 60_000 }, () => {
    const piece = fc.constantFrom('/', '//', '\\', '%2F', '%2f', '%5C', '%09', '%0a', '\t', '\n', ' ', 'evil.com', 'javascript:', 'JaVaScRiPt:', 'data:', 'https:', 'http:', '@', '.', '..', '#', '?', ':', 'chats', '%25', '&#x2f;');
    const input = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(input, (raw) => {
        const target = sanitizeRedirect(raw);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//') || target.startsWith('/\\')).toBe(false);
        expect(landsOnThisSite(target)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every ordinary path of the app, with its query and hash (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(segment), (segments, query) => {
        const path = `/${segments.join('/')}${query ? `?tab=${query}#${query}` : ''}`;
        expect(sanitizeRedirect(path)).toBe(path);
      }),
      { numRuns: 300 },
    );
  });
});
