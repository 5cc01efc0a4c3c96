import { useEffect, useState } from 'react';
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
