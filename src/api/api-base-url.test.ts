import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { storageKeys } from '@/lib/storage-keys';
import { apiUrl, getApiBaseUrl, pickApiBaseUrl, type ApiBuildSwitches } from './api-base-url';

const origin = 'https://app.kizuna.example';
const build = ({ preview = null, ...switches }: Partial<ApiBuildSwitches> & { preview?: string | null }): string =>
  pickApiBaseUrl(preview, { apiBaseUrl: undefined, mocks: false, stage: 'production', ...switches }, origin);

describe('where /api lives', () => {
  it.each([
    // Production and sandbox: the page's own origin, whose server passes /api/ to the backend.
    ['production', `${origin}/api`],
    ['sandbox', `${origin}/api`],
    ['local', 'http://localhost:3000/api'],
  ] as const)('uses the %s stage API', (stage, expected) => {
    expect(build({ stage })).toBe(expected);
  });

  it('uses the same origin in mock mode', () => {
    expect(build({ mocks: true })).toBe(`${origin}/api`);
  });

  it('lets VITE_API_BASE_URL point a build at any backend, without a trailing slash', () => {
    expect(build({ mocks: true, apiBaseUrl: 'https://staging.example.net/api/' })).toBe('https://staging.example.net/api');
    expect(build({ apiBaseUrl: '/backend/api' })).toBe(`${origin}/backend/api`);
  });

  it('prefers a preview override over everything else', () => {
    expect(build({ preview: 'pr-42', mocks: true, apiBaseUrl: 'https://x.example/api' })).toBe('https://pr-42.preview-api.kizuna.example/api');
  });
});

describe('getApiBaseUrl', () => {
  const fromEnv = (preview: string | null) => pickApiBaseUrl(preview, env, 'http://localhost');

  it('reads the stored preview override, and apiUrl builds on it', () => {
    localStorage.setItem(storageKeys.previewOverride, 'pr-42');
    expect(getApiBaseUrl()).toBe('https://pr-42.preview-api.kizuna.example/api');
    expect(apiUrl('/payment/wallet')).toBe('https://pr-42.preview-api.kizuna.example/api/payment/wallet');
    expect(apiUrl('payment/wallet')).toBe('https://pr-42.preview-api.kizuna.example/api/payment/wallet');
  });

  it('ignores a stored override that is not a preview name', () => {
    localStorage.setItem(storageKeys.previewOverride, 'https://evil.example');
    expect(getApiBaseUrl()).toBe(fromEnv(null));
    expect(getApiBaseUrl()).not.toContain('evil');
  });
});
