import { useEffect, useState } from 'react';

/** Whole seconds until `targetIso` (0 once it has passed), ticking every second. */
export const useSecondsUntil = (targetIso: string | null | undefined): number => {
  const target = targetIso ? new Date(targetIso).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Straight away too: the target may have just moved (a resend).
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= target) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [target]);
  return Math.max(0, Math.ceil((target - now) / 1000));
};
