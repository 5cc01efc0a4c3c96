import { env } from '@/lib/env';
import { getPreviewOverride } from '@/lib/preview-override';
import { previewBaseUrl, stageBaseUrls } from './stage-base-urls';

export { previewBaseUrl };

// Where `/api` lives. Precedence: a preview override, then VITE_API_BASE_URL, then the mock
// backend (same origin), then the stage's own backend.
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
