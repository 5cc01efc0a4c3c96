// Each stage's API as the app reaches it (production and sandbox: the page's own origin), and
// the preview backends chosen by `?_preview=`. The addresses live in stage-base-urls.json, which
// vite.config.ts reads too: the build records its API origin for the Content-Security-Policy
// (docs/decisions/hosting.md). Named imports, so the bundle takes these two keys and not the
// file's comment or the backends behind the stages, which only the hosting needs.
import type { Stage } from '@/lib/env';
import { previewApiHost, stages } from './stage-base-urls.json';

export const stageBaseUrls: Record<Stage, string> = stages;

export const previewBaseUrl = (name: string): string => `https://${name}.${previewApiHost}/api`;
