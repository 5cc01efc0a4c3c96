import createCache, { type EmotionCache } from '@emotion/cache';
import { startFreshSheetEachFrame } from './style-sheet-per-frame';

// Under the Content-Security-Policy (docs/decisions/hosting.md) a <style> element applies only
// when it carries the page's nonce. The server stamps a fresh nonce into index.html's
// <meta property="csp-nonce">; Emotion, which writes Chakra's styles, puts it on every
// <style> it creates. Browsers hide the attribute's value from getAttribute() once the policy
// is in force, so it is read from the `nonce` property.
export const styleNonce = (doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined =>
  doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** The Emotion cache every screen shares: Chakra's class prefix, and the page's nonce. */
export const createStyleCache = (nonce: string | undefined = styleNonce()): EmotionCache => {
  const cache = createCache({ key: 'css', nonce });
  startFreshSheetEachFrame(cache);
  return cache;
};
