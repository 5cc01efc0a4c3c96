import { useCallback, useEffect, useState } from 'react';
import type { loadOnce } from './load-once';

export interface LoadedPart<T> {
  /** The part's code, once it is wanted and has loaded; null before. */
  part: T | null;
  /** Its load failed (offline, a new release replaced the chunk): the screen says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * A lazily loaded part of a screen (a chunk behind `loadOnce`) that the screen draws only once
 * `wanted`: loaded then, and given then even if its code is already here (a screen's first
 * paint stays the same whether or not an earlier screen loaded it).
 */
export const useLoadedPart = <T>(chunk: ReturnType<typeof loadOnce<T>>, wanted: boolean): LoadedPart<T> => {
  const [loaded, setLoaded] = useState(chunk.loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      chunk.load().then(
        (part) => setLoaded(() => part),
        () => setFailed(true),
      ),
    [chunk],
  );
  useEffect(() => {
    if (wanted && !loaded) void load();
  }, [wanted, loaded, load]);
  const retry = useCallback(() => {
    setFailed(false);
    void load();
  }, [load]);
  return { part: wanted ? loaded : null, failed, retry };
};
