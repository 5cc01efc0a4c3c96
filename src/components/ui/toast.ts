import { loadOnce } from '@/lib/load-once';
import { logError } from '@/lib/logger';
import { resolveToast, type ShowToastInput } from './toast-rules';
import type { Toasters } from './toast-stores';

// No first screen shows a toast, so the stores load with the toast area (./toaster.tsx loads it
// on the first interaction, or when a toast is asked for). A toast asked for before then waits,
// in order, and goes into its store when the stores arrive; its id is known at once.

/** The toast calls over stores that `load` brings (exported for its tests). */
export const createToastCalls = (load: () => Promise<Toasters>) => {
  const stores = loadOnce(load);
  let waiting: ((toasters: Toasters) => void)[] = [];
  const askedListeners = new Set<() => void>();
  let lastId = 0;
  const loadedStores = (): Toasters[keyof Toasters][] => Object.values(stores.loaded() ?? {});

  const withStores = (run: (toasters: Toasters) => void): void => {
    const ready = stores.loaded();
    if (ready) {
      run(ready);
      return;
    }
    waiting.push(run);
    stores.load().then(
      (toasters) => {
        const queued = waiting;
        waiting = [];
        queued.forEach((queuedRun) => queuedRun(toasters));
      },
      (error: unknown) => logError('the toasts could not load', error),
    );
  };

  return {
    /** Shows a toast with the product's defaults; returns its id. */
    showToast: (input: ShowToastInput): string => {
      const toast = resolveToast(input);
      // Named here rather than by the store, so that a toast that waits has its id at once; a
      // given id replaces the toast on screen that has it.
      lastId += 1;
      const id = input.id ?? `kizuna-toast-${lastId}`;
      askedListeners.forEach((listener) => listener());
      withStores((toasters) =>
        toasters[toast.position].create({
          id,
          title: toast.title,
          description: toast.message,
          type: toast.type,
          duration: toast.duration,
          closable: true,
          action: input.action,
          meta: { showCheckIcon: toast.showCheckIcon, colorPalette: toast.colorPalette, duration: toast.duration },
        }),
      );
      return id;
    },
    /** Calls `listener` whenever a toast is asked for (the root layout then loads the toast area). */
    onToastAsked: (listener: () => void): (() => void) => {
      askedListeners.add(listener);
      return () => askedListeners.delete(listener);
    },
    /** Whether a toast is on screen or waiting for the stores. */
    anyToast: (): boolean => waiting.length > 0 || loadedStores().some((toaster) => toaster.getCount() > 0),
    dismissAllToasts: (): void => {
      waiting = [];
      loadedStores().forEach((toaster) => toaster.dismiss());
    },
    /** Drops every toast at once, without the exit delay (tests, logout). */
    removeAllToasts: (): void => {
      waiting = [];
      loadedStores().forEach((toaster) => toaster.remove());
    },
  };
};

export const { showToast, onToastAsked, anyToast, dismissAllToasts, removeAllToasts } = createToastCalls(() =>
  import('./toast-stores').then((module) => module.toasters),
);
