import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';

// env.ts reads import.meta.env once, so each case loads the modules afresh with its own env.
const load = async (vars: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import('./api-base-url');
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getApiBaseUrl', () => {
  it.each([
    ['production', 'https://api.kizuna.example/api'],
    ['sandbox', 'https://sandbox-api.kizuna.example/api'],
    ['local', 'http://localhost:3000/api'],
  ])('uses the %s stage backend', async (stage, expected) => {
    const { getApiBaseUrl } = await load({ VITE_STAGE: stage, VITE_MOCKS: 'false', VITE_API_BASE_URL: '' });
    expect(getApiBaseUrl()).toBe(expected);
  });

  it('uses the same origin in mock mode', async () => {
    const { getApiBaseUrl } = await load({ VITE_STAGE: 'production', VITE_MOCKS: 'true', VITE_API_BASE_URL: '' });
    expect(getApiBaseUrl()).toBe(`${location.origin}/api`);
  });

  it('lets VITE_API_BASE_URL point a build at any backend', async () => {
    const { getApiBaseUrl } = await load({ VITE_STAGE: 'production', VITE_MOCKS: 'true', VITE_API_BASE_URL: 'https://staging.example.net/api/' });
    expect(getApiBaseUrl()).toBe('https://staging.example.net/api');
  });

  it('prefers a preview override over everything else', async () => {
    localStorage.setItem(storageKeys.previewOverride, 'pr-42');
    const { getApiBaseUrl, apiUrl } = await load({ VITE_STAGE: 'production', VITE_MOCKS: 'false', VITE_API_BASE_URL: 'https://x.example/api' });
    expect(getApiBaseUrl()).toBe('https://pr-42.preview-api.kizuna.example/api');
    expect(apiUrl('/payment/wallet')).toBe('https://pr-42.preview-api.kizuna.example/api/payment/wallet');
  });

  it('ignores a stored override that is not a preview name', async () => {
    localStorage.setItem(storageKeys.previewOverride, 'https://evil.example');
    const { getApiBaseUrl } = await load({ VITE_STAGE: 'sandbox', VITE_MOCKS: 'false', VITE_API_BASE_URL: '' });
    expect(getApiBaseUrl()).toBe('https://sandbox-api.kizuna.example/api');
  });
});
