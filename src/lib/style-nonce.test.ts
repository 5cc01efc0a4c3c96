import { describe, expect, it } from 'vitest';
import { createStyleCache, styleNonce } from './style-nonce';

// The nonce travels server → <meta property="csp-nonce"> → Emotion (docs/decisions/hosting.md).
const docWith = (meta: { nonce: string } | null) => ({ querySelector: () => meta }) as unknown as Document;

describe('styleNonce', () => {
  it('reads the nonce property of the csp-nonce meta (the attribute is hidden under a policy)', () => {
    expect(styleNonce(docWith({ nonce: 'r4nd0m' }))).toBe('r4nd0m');
  });

  it('gives no nonce without the meta, an empty one, or a document', () => {
    expect(styleNonce(docWith(null))).toBeUndefined();
    expect(styleNonce(docWith({ nonce: '' }))).toBeUndefined();
    expect(styleNonce(undefined)).toBeUndefined();
  });

  it('puts the nonce on the Emotion cache that writes every <style>', () => {
    const cache = createStyleCache('r4nd0m');
    expect(cache.key).toBe('css');
    expect(cache.nonce).toBe('r4nd0m');
  });
});
