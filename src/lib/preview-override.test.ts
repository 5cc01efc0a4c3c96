import { describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys';
import { applyPreviewParam, getPreviewOverride } from './preview-override';

const visit = (url: string) => {
  window.history.replaceState(null, '', url);
  return applyPreviewParam(window.location, window.history);
};

describe('applyPreviewParam', () => {
  it('stores a preview name and removes the parameter from the address', () => {
    expect(visit('/chats?_preview=PR-42&tab=1#top')).toBe('pr-42');
    expect(localStorage.getItem(storageKeys.previewOverride)).toBe('pr-42');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/chats?tab=1#top');
  });

  it('keeps the override across visits without the parameter', () => {
    visit('/?_preview=feature-x');
    expect(visit('/profile')).toBe('feature-x');
  });

  it.each(['off', '', 'clear'])('clears the override with _preview=%s', (word) => {
    visit('/?_preview=feature-x');
    expect(visit(`/?_preview=${word}`)).toBeNull();
    expect(getPreviewOverride()).toBeNull();
  });

  it.each(['https://evil.example', 'evil.example/api', '../x', 'a'.repeat(41)])('refuses %s, which is not a preview name', (value) => {
    expect(visit(`/?_preview=${encodeURIComponent(value)}`)).toBeNull();
    expect(localStorage.getItem(storageKeys.previewOverride)).toBeNull();
  });
});
