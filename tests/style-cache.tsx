import { __unsafe_useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

// The app's Emotion cache (src/app/providers.tsx) lives as long as the worker's module graph,
// and the dom project shares that graph across files (isolate: false). Emotion writes each
// rule it meets once, as a <style> element in jsdom's <head>, and never takes it out: by the
// end of a worker's files the head held ~750 of them, and jsdom's getComputedStyle (which
// Testing Library's role and name queries and user-event's pointer checks call on every
// element and its ancestors) walks every sheet on every call.
let styleCache: EmotionCache | undefined;

/** Rendered inside the providers by the render helpers: remembers the cache they use. */
export const CaptureStyleCache = () => {
  const cache = __unsafe_useEmotionCache();
  if (cache && cache !== styleCache) {
    styleCache = cache;
    leaveOutLayerBlocks(cache);
  }
  return null;
};

/**
 * jsdom parses a `@layer … { }` block but leaves it out of getComputedStyle (it cascades only
 * plain rules, `@media` and `@import`), so no style a test can see comes from one. Chakra puts
 * every recipe in `@layer recipes`: inserting them made jsdom parse each one again in every
 * test (the head starts empty) and walk them on every getComputedStyle call, about 7 % of the
 * dom project's CPU time (docs/decisions/testing.md). The test sheet drops them; the plain
 * rules (style props, `css`) still go in. `tests/style-cache.test.tsx` checks both halves.
 */
const leaveOutLayerBlocks = (cache: EmotionCache): void => {
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    if (!rule.startsWith('@layer')) insert(rule);
  };
};

/**
 * Takes every rule out of the document and out of the cache's memory, so the next render
 * writes what it uses again, into an empty head: what a fresh jsdom would start from.
 * Only call it with nothing rendered.
 */
export const forgetInsertedStyles = (): void => {
  if (!styleCache) return;
  styleCache.sheet.flush();
  for (const name of Object.keys(styleCache.inserted)) delete styleCache.inserted[name];
};
