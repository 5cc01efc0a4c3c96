import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { removeAllToasts } from '@/components/ui/toast';
import { setFirstScreenSettled } from '@/lib/first-screen-settled';
import { skipOwnerStacks } from './skip-owner-stacks';
import { forgetInsertedStyles } from './style-cache';
import { withoutChakraGlobals } from './without-chakra-globals';

skipOwnerStacks();
withoutChakraGlobals();

// jsdom lacks a few browser APIs that Chakra UI (and its Ark/Zag internals) call; these are
// the stubs Chakra's own test set-up uses.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// findBy*/waitFor give up after 1 s by default. On a shared 2-core machine a first render
// or a lazy chunk can take longer than that; waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5_000 });

// The dom project shares one jsdom and one module graph per worker (isolate: false in
// vite.config.ts), so what a test leaves behind in a module-level store would reach the next
// file: the toasters are such stores (a toast left open would count against `max` and
// queue the next file's toast).
afterEach(() => {
  cleanup();
  removeAllToasts();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // Every test starts with an empty <head>, as on a fresh page: jsdom's getComputedStyle walks
  // every style sheet on every call, and the shared jsdom otherwise piled up ~750 of them
  // (tests/style-cache.tsx). -15 % CPU time for the dom project.
  forgetInsertedStyles();
  // A test that held the first screen unsettled (tests/first-screen.ts) leaves it settled.
  setFirstScreenSettled(Promise.resolve());
});

// A file's stubbed env vars and globals (often stubbed in vi.hoisted for the whole file) end
// with the file.
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
