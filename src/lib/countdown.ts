import { useEffect, useState } from 'react';

/** Milliseconds left until `target` (never negative), refreshed every second while mounted. */
export const useTimeLeft = (target: string | Date | null | undefined): number => {
  const targetMs = target ? new Date(target).getTime() : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(targetMs)) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [targetMs]);
  return Number.isNaN(targetMs) ? 0 : Math.max(0, targetMs - now);
};

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const splitDuration = (ms: number): Duration => {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

/** `05:12:03`: a clock-style countdown for anything under a day. */
export const clock = (ms: number): string => {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  return [days * 24 + hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
};
