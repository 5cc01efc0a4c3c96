import { env, type Stage } from '@/lib/env';
import { getPreviewOverride } from '@/lib/preview-override';
import { previewBaseUrl, stageBaseUrls } from './stage-base-urls';

export { previewBaseUrl };

/** What decides where `/api` lives: the build's switches, the stored preview and the page's origin. */
export interface ApiBaseInputs {
  preview: string | null;
  apiBaseUrl: string | undefined;
  mocks: boolean;
  stage: Stage;
  origin: string;
}

/**
 * Precedence: a preview override, then VITE_API_BASE_URL, then the mock backend (same
 * origin), then the stage's own backend. A function of its inputs, so each case is tested
 * without loading the module again under other env vars (env.ts reads them once).
 */
export const pickApiBaseUrl = ({ preview, apiBaseUrl, mocks, stage, origin }: ApiBaseInputs): string => {
  if (preview) return previewBaseUrl(preview);
  if (apiBaseUrl) return new URL(apiBaseUrl, origin).href.replace(/\/$/, '');
  if (mocks) return `${origin}/api`;
  return stageBaseUrls[stage];
};

const pageOrigin = (): string => (typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost');

export const getApiBaseUrl = (): string =>
  pickApiBaseUrl({ preview: getPreviewOverride(), apiBaseUrl: env.apiBaseUrl, mocks: env.mocks, stage: env.stage, origin: pageOrigin() });

/** An absolute address for a path of the contract (Node's fetch rejects relative ones). */
export const apiUrl = (path: string): string => `${getApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
