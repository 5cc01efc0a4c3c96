import { useEffect, useRef, useState } from 'react';

/** Whole seconds until `targetIso` (0 once it has passed), ticking every second. */
export const useSecondsUntil = (targetIso: string | null | undefined): number => {
  const target = targetIso ? new Date(targetIso).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  const mounted = useRef(false);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Straight away when the target has moved (a resend). Not on mount: `now` was read in the
    // first render, and a tick there only re-rendered the counting component right after its
    // first paint, at default priority.
    const first = mounted.current ? setTimeout(tick, 0) : undefined;
    mounted.current = true;
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
