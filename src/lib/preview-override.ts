import { storageKeys } from './storage-keys';

// A preview override points the app at a preview backend, chosen by name only: a link with
// `?_preview=pr-42` must never be able to send tokens to an arbitrary host.
const previewName = /^[a-z0-9][a-z0-9-]{0,39}$/;
const clearWords = new Set(['', 'off', 'clear', 'none']);

export const getPreviewOverride = (): string | null => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.previewOverride);
  return value && previewName.test(value) ? value : null;
};

/**
 * Reads `_preview` from the address, stores or clears the override, and removes the
 * parameter from the address bar. Returns the override now in force.
 */
export const applyPreviewParam = (location: Location = window.location, history: History = window.history): string | null => {
  const url = new URL(location.href);
  if (!url.searchParams.has('_preview')) return getPreviewOverride();
  const value = (url.searchParams.get('_preview') ?? '').trim().toLowerCase();
  if (clearWords.has(value)) localStorage.removeItem(storageKeys.previewOverride);
  else if (previewName.test(value)) localStorage.setItem(storageKeys.previewOverride, value);
  url.searchParams.delete('_preview');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return getPreviewOverride();
};
