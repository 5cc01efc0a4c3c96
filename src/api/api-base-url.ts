import { env, type Stage } from '@/lib/env';
import { getPreviewOverride } from '@/lib/preview-override';

// Where `/api` lives. Precedence: a preview override, then VITE_API_BASE_URL, then the mock
// backend (same origin), then the stage's own backend.
const stageBaseUrls: Record<Stage, string> = {
  production: 'https://api.kizuna.example/api',
  sandbox: 'https://sandbox-api.kizuna.example/api',
  local: 'http://localhost:3000/api',
};

export const previewBaseUrl = (name: string): string => `https://${name}.preview-api.kizuna.example/api`;

const origin = (): string => (typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost');

export const getApiBaseUrl = (): string => {
  const preview = getPreviewOverride();
  if (preview) return previewBaseUrl(preview);
  if (env.apiBaseUrl) return new URL(env.apiBaseUrl, origin()).href.replace(/\/$/, '');
  if (env.mocks) return `${origin()}/api`;
  return stageBaseUrls[env.stage];
};

/** An absolute address for a path of the contract (Node's fetch rejects relative ones). */
export const apiUrl = (path: string): string => `${getApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
