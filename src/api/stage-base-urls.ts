// Each stage's own backend, and the preview backends chosen by `?_preview=`. The addresses
// live in stage-base-urls.json, which vite.config.ts reads too: the build records its API
// origin for the Content-Security-Policy (docs/decisions/hosting.md).
import type { Stage } from '@/lib/env';
import data from './stage-base-urls.json';

export const stageBaseUrls: Record<Stage, string> = data.stages;

export const previewBaseUrl = (name: string): string => `https://${name}.${data.previewApiHost}/api`;
