// The colour mode on the page: the class Chakra's `.dark` and `.light` rules select, and the
// `color-scheme` the browser draws its own controls and scrollbars with, both on <html>.

export type ColorMode = 'light' | 'dark';
export type ColorModePreference = ColorMode | 'system';

const darkQuery = '(prefers-color-scheme: dark)';
const modes: readonly ColorModePreference[] = ['light', 'dark', 'system'];

/** A stored preference; anything else (nothing stored, storage blocked, an old value) follows the system. */
export const readColorModePreference = (storageKey: string): ColorModePreference => {
  try {
    return parseColorModePreference(localStorage.getItem(storageKey));
  } catch {
    return 'system';
  }
};

export const parseColorModePreference = (value: string | null): ColorModePreference =>
  modes.find((mode) => mode === value) ?? 'system';

export const systemColorMode = (): ColorMode => (window.matchMedia(darkQuery).matches ? 'dark' : 'light');

export const subscribeToSystemColorMode = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Shows `mode` on the page, writing to <html> only when something differs. A write to its
 * class or its `color-scheme` restyles every element (colour-scheme is inherited), so the
 * first screen, whose mode is already there, must not pay for a write that changes nothing.
 * `pauseTransitions` (a switch, not the first application) keeps every element from
 * animating its colours to the new mode.
 */
export const applyColorMode = (mode: ColorMode, { pauseTransitions, nonce }: { pauseTransitions: boolean; nonce?: string }): void => {
  const html = document.documentElement;
  const other: ColorMode = mode === 'dark' ? 'light' : 'dark';
  if (html.classList.contains(mode) && !html.classList.contains(other) && html.style.colorScheme === mode) return;
  const resume = pauseTransitions ? pauseAllTransitions(nonce) : undefined;
  if (html.classList.contains(other)) html.classList.remove(other);
  if (!html.classList.contains(mode)) html.classList.add(mode);
  if (html.style.colorScheme !== mode) html.style.colorScheme = mode;
  resume?.();
};

// Under the Content-Security-Policy the <style> applies only with the page's nonce.
const pauseAllTransitions = (nonce: string | undefined): (() => void) => {
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  return () => {
    // Reading a computed value restyles the page with transitions off; the style can then go.
    void getComputedStyle(document.body).transitionProperty;
    setTimeout(() => style.remove(), 1);
  };
};
