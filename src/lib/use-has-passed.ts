import { useEffect, useState } from 'react';

// setTimeout holds at most 2^31 − 1 ms (~24.8 days); a later moment re-arms when that fires.
const longestTimeout = 2_147_483_647;

/**
 * Whether `targetIso` has passed (true without one): one timer, at the moment it passes. For a
 * screen that only needs to know when a window closes; the seconds left, ticking, belong in the
 * small part that shows them (useSecondsUntil), so the screen does not re-render every second.
 */
export const useHasPassed = (targetIso: string | null | undefined): boolean => {
  const target = targetIso ? new Date(targetIso).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= target;
  useEffect(() => {
    if (passed) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(target - Date.now(), longestTimeout));
    return () => clearTimeout(timer);
  }, [target, now, passed]);
  return passed;
};
