import { useEffect, useState } from 'react';
import { useCheckUsernameAvailability } from '@/api/generated/endpoints/profile/profile';
import { satisfiesUsernameRule } from '@/lib/validation/account-limits';

/** How long typing must pause before a username is checked. */
export const usernameCheckDelayMs = 400;

export type UsernameAvailabilityState =
  | { status: 'idle' }
  | { status: 'checking'; username: string }
  | { status: 'available'; username: string }
  | { status: 'taken'; username: string; suggestion: string | null };

const useDebouncedValue = <T,>(value: T, delayMs: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};

/**
 * Checks a username as it is typed: only after a pause, only when it satisfies the username
 * rule (the form shows the rule's own message otherwise), and only when it differs from the
 * user's current one (their own is always theirs).
 */
export const useUsernameAvailability = (value: string, current: string | null): UsernameAvailabilityState => {
  const debounced = useDebouncedValue(value, usernameCheckDelayMs);
  const worthChecking = (name: string) => name !== (current ?? '') && satisfiesUsernameRule(name);
  const query = useCheckUsernameAvailability(
    { username: debounced },
    { query: { enabled: worthChecking(debounced), staleTime: 30_000, retry: false } },
  );
  // Still typing, or the rule is broken: say nothing yet.
  if (value !== debounced || !worthChecking(value)) return { status: 'idle' };
  if (query.data && query.data.username === value) {
    return query.data.available
      ? { status: 'available', username: value }
      : { status: 'taken', username: value, suggestion: query.data.suggestion ?? null };
  }
  if (query.isFetching) return { status: 'checking', username: value };
  // A failed check is not the user's problem: saving will tell if the name is taken.
  return { status: 'idle' };
};
