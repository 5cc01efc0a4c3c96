import { now } from '../db/clock';

// Stand-in Google ID tokens for mock mode: the mock "Sign in with Google" button and the
// tests mint them here, and the auth handlers read them back. They are not signed: the
// mock backend trusts whatever claims they carry, which is the point of a mock.
export interface MockGoogleClaims {
  /** Google's stable account id. */
  sub: string;
  email: string;
  name: string;
  /** Expiry in epoch milliseconds; absent means the token never expires. */
  exp?: number;
}

const prefix = 'mock-google.';

// UTF-8 safe base64url: names may be Japanese, and btoa only takes Latin-1.
const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => {
    binary += String.fromCharCode(b);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (part: string): string => {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export const createMockGoogleIdToken = (claims: MockGoogleClaims): string => `${prefix}${toBase64Url(JSON.stringify(claims))}`;

const isClaims = (value: unknown): value is MockGoogleClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, email, name, exp } = value as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    sub.length > 0 &&
    typeof email === 'string' &&
    /^[^@\s]+@[^@\s]+$/.test(email) &&
    typeof name === 'string' &&
    (exp === undefined || typeof exp === 'number')
  );
};

/** The claims of a mock token, or null when it is malformed or expired. */
export const parseMockGoogleIdToken = (token: string): MockGoogleClaims | null => {
  if (!token.startsWith(prefix)) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64Url(token.slice(prefix.length)));
    if (!isClaims(claims)) return null;
    if (claims.exp !== undefined && claims.exp <= now().getTime()) return null;
    return { ...claims, email: claims.email.toLowerCase() };
  } catch {
    return null;
  }
};
