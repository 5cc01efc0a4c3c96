import { env } from '@/lib/env';
import { getPreviewOverride } from '@/lib/preview-override';
import { previewBaseUrl, stageBaseUrls } from './stage-base-urls';

export { previewBaseUrl };

/** The build's switches that decide where `/api` lives (src/lib/env.ts). */
export type ApiBuildSwitches = Pick<typeof env, 'apiBaseUrl' | 'mocks' | 'stage'>;

/**
 * Precedence: a preview override, then VITE_API_BASE_URL, then the mock backend (same
 * origin), then the stage's API: the page's own origin for production and sandbox, whose
 * servers pass /api/ to the backend (docs/decisions/hosting.md). Always an absolute address.
 * A function of its inputs, so each case is tested without loading the module again under
 * other env vars (env.ts reads them once).
 */
export const pickApiBaseUrl = (preview: string | null, { apiBaseUrl, mocks, stage }: ApiBuildSwitches, origin: string): string => {
  if (preview) return previewBaseUrl(preview);
  if (apiBaseUrl) return new URL(apiBaseUrl, origin).href.replace(/\/$/, '');
  if (mocks) return `${origin}/api`;
  return new URL(stageBaseUrls[stage], origin).href;
};

const pageOrigin = (): string => (typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost');

export const getApiBaseUrl = (): string => pickApiBaseUrl(getPreviewOverride(), env, pageOrigin());

/** An absolute address for a path of the contract (Node's fetch rejects relative ones). */
export const apiUrl = (path: string): string => `${getApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
