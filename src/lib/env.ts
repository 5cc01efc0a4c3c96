// Build-time switches, read once. Vite inlines import.meta.env at build time, so a plain
// production build contains `mocks: false` and the mock backend's dynamic import is dropped.
export type Stage = 'production' | 'sandbox' | 'local';

const stageFrom = (value: string | undefined): Stage =>
  value === 'production' || value === 'sandbox' ? value : 'local';

export const env = {
  mocks: import.meta.env.VITE_MOCKS === 'true',
  stage: stageFrom(import.meta.env.VITE_STAGE),
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) || undefined,
  googleClientId: (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined) || undefined,
} as const;
