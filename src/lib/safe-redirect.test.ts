import { describe, expect, it } from 'vitest';
import { sanitizeRedirect, signInPathFor } from './safe-redirect';

describe('sanitizeRedirect', () => {
  it.each([
    '//evil.com',
    '//evil.com/chats',
    'https://evil.com',
    'http://evil.com/profile',
    '/\\evil.com',
    '\\\\evil.com',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2f%5cevil.com',
    '%252F%252Fevil.com',
    '/..//evil.com',
    '/./..//evil.com/chats',
    '/%2e%2e//evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '\n//evil.com',
    ' //evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/\u0000/evil.com',
    'data:text/html,<script>alert(1)</script>',
    'chats',
    '',
  ])('sends %j to /chats', (raw) => {
    expect(sanitizeRedirect(raw)).toBe('/chats');
  });

  it('sends missing and non-string values to /chats', () => {
    expect(sanitizeRedirect(null)).toBe('/chats');
    expect(sanitizeRedirect(undefined)).toBe('/chats');
    expect(sanitizeRedirect(42)).toBe('/chats');
  });

  it('keeps a path on this site with its query and hash', () => {
    expect(sanitizeRedirect('/profile?tab=1#x')).toBe('/profile?tab=1#x');
    expect(sanitizeRedirect('/chats/aoi_draws')).toBe('/chats/aoi_draws');
    expect(sanitizeRedirect('/my-agent/statistics/withdraw')).toBe('/my-agent/statistics/withdraw');
  });

  it('builds the sign-in address that remembers the target', () => {
    expect(signInPathFor('/profile?tab=1#x')).toBe('/sign-in?redirect=%2Fprofile%3Ftab%3D1%23x');
    expect(signInPathFor('/chats')).toBe('/sign-in');
    expect(signInPathFor('//evil.com')).toBe('/sign-in');
  });
});
