import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { firstScreenHasSettled, whenFirstScreenSettled } from './first-screen-settled';

/**
 * False until the app's first screen has settled (./first-screen-settled.ts), then true: a
 * screen renders a part that its first paint can do without (a tool below the fold) only then,
 * so that part's code is not fetched while the first screen's is. True from the first render
 * on any later screen.
 */
export const useFirstScreenSettled = (): boolean => {
  const [settled, setSettled] = useState(firstScreenHasSettled);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    void whenFirstScreenSettled().then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
};

/**
 * `children` (a part below the fold whose code is lazy) once the first screen has settled, in a
 * Suspense boundary; `fallback`, which holds its place, until then and while its code loads.
 */
export const AfterFirstScreen = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) =>
  useFirstScreenSettled() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
