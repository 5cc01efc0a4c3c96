import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start()` begins a new wait. */
export const useCooldown = (seconds: number) => {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        setUntil(null);
        window.clearInterval(timer);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, [seconds]);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
};
