/**
 * A lazy chunk's loader that loads at most once: every caller shares the one request, and
 * `loaded()` gives the result synchronously once it has arrived (a component can then render
 * it in its first render). A failed load (offline, a new release) is forgotten, so the next
 * call tries again.
 */
export const loadOnce = <T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } => {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (result) => (value = result),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => value,
  };
};
