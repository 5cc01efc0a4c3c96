import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/api/idempotency';

export interface MoneyAction<T> {
  /** Runs the operation with the key of this intent; resolves with the result, or undefined after a failure (kept in `error`). */
  run: () => Promise<T | undefined>;
  /** The last failure, until the next attempt or `reset`. */
  error: unknown;
  /** Ends the intent (dialog closed, or a different amount chosen): the next run gets a new key. */
  reset: () => void;
}

/**
 * One money operation the user intends (a purchase, a top-up, a payout…). Its Idempotency-Key
 * is made once, when the first attempt starts, and every retry reuses it until the operation
 * succeeds or the intent ends, so a retry after a lost answer can never charge twice
 * (docs/decisions/api-design.md). Concurrent calls share the attempt in flight.
 */
export const useMoneyAction = <T>(perform: (idempotencyKey: string) => Promise<T>): MoneyAction<T> => {
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<T | undefined> | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback((): Promise<T | undefined> => {
    if (inFlight.current) return inFlight.current;
    key.current ??= newIdempotencyKey();
    setError(null);
    const attempt = perform(key.current).then(
      (result) => {
        key.current = null;
        return result;
      },
      (failure: unknown) => {
        setError(failure);
        return undefined;
      },
    );
    inFlight.current = attempt.finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }, [perform]);

  const reset = useCallback(() => {
    key.current = null;
    setError(null);
  }, []);

  return { run, error, reset };
};
