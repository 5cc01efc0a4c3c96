import { useSyncExternalStore } from 'react';

// The global loading flag behind the full-screen overlay. Counted, so overlapping callers
// cannot hide each other's overlay early.
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const startGlobalLoading = (): (() => void) => {
  count += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    count -= 1;
    emit();
  };
};

/** Shows the overlay while `work` runs. */
export const withGlobalLoading = async <T>(work: () => Promise<T>): Promise<T> => {
  const stop = startGlobalLoading();
  try {
    return await work();
  } finally {
    stop();
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useGlobalLoading = (): boolean => useSyncExternalStore(subscribe, () => count > 0, () => false);
