import type { QueryClient } from '@tanstack/react-query';
import { onFirstInteraction } from '@/lib/first-interaction';
import settledMarkFile from './settled-mark.json';

// How long the first screen must have been quiet before optional code loads.
export const quietMs = 2_000;

/** The performance mark set when the first screen has settled (the route-budget check reads it too). */
export const settledMark = settledMarkFile.name;

/**
 * Resolves once the first screen is done: on the user's first interaction with the page, or
 * after `load` once no query has been fetching, no file has arrived and no long task has run
 * for `quietMs`, in an idle moment. Code that no first screen draws (the realtime socket, ~13 KB gzip) then loads
 * without competing with the screen's own chunks and data for bandwidth and main thread.
 */
export const whenSettled = (queryClient: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribeCache = (): void => {};
    let busy: PerformanceObserver | undefined;
    // Declared before `finish` can run: onFirstInteraction calls it at once when the user has
    // already interacted (signing in through the form), and `finish` stops the subscription.
    let stopInteraction = (): void => {};
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribeCache();
      busy?.disconnect();
      stopInteraction();
      // Named in the page's timeline: what loads after it is not the first screen's (the
      // route-budget check, scripts/check-route-budgets.mjs, stops counting there).
      performance.mark(settledMark);
      resolve();
    };
    stopInteraction = onFirstInteraction(finish);
    const idle = (): void => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(finish, { timeout: 2_000 });
      else finish();
    };
    // Restarts the quiet period whenever a query starts or stops fetching, a file (a lazy
    // screen's chunk, an image) finishes loading or a long task runs (a screen still rendering:
    // on a slow phone there can be a gap between a chunk's arrival and the requests its screen
    // makes).
    const watch = (): void => {
      clearTimeout(timer);
      if (!done && queryClient.isFetching() === 0) timer = setTimeout(idle, quietMs);
    };
    const afterLoad = (): void => {
      if (done) return;
      unsubscribeCache = queryClient.getQueryCache().subscribe(watch);
      if (typeof PerformanceObserver === 'function') {
        const types = ['resource', 'longtask'].filter((type) => PerformanceObserver.supportedEntryTypes.includes(type));
        busy = new PerformanceObserver(watch);
        for (const type of types) busy.observe({ type });
      }
      watch();
    };
    if (typeof document === 'undefined' || document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
