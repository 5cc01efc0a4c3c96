import { getDb } from '../db/store';
import { nowIso } from '../db/clock';
import { MockApiError, fail } from './errors';

export interface MockResult<T = unknown> {
  status: number;
  body: T;
}

const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The request's Idempotency-Key, or `400 ValidationFailed`. Money handlers call it right after
 * authentication, so a request without the header is refused for that before any lookup
 * (an unknown agent) can answer 404.
 */
export const requireIdempotencyKey = (request: Request): string => {
  const key = request.headers.get('idempotency-key');
  if (!key || !keyPattern.test(key)) {
    throw fail.validation([{ path: 'Idempotency-Key', message: 'An Idempotency-Key header of 8 to 128 letters, digits, - or _ is required.' }]);
  }
  return key;
};

/**
 * Runs a money operation once per Idempotency-Key: a repeat of the same request returns the
 * first successful answer and charges nothing; the same key on a different request
 * is refused with `IdempotencyKeyReused`.
 */
export const withIdempotency = async <T>(
  request: Request,
  userId: string,
  body: unknown,
  run: () => MockResult<T> | Promise<MockResult<T>>,
): Promise<MockResult<T>> => {
  const key = requireIdempotencyKey(request);
  const fingerprint = `${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body ?? null)}`;
  const db = getDb();
  const previous = db.idempotency.find((row) => row.key === key && row.userId === userId);
  if (previous) {
    if (previous.fingerprint !== fingerprint) {
      throw new MockApiError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was used for a different request.');
    }
    return { status: previous.status, body: previous.body as T };
  }
  // Only successes are remembered: a refused operation charged nothing, so retrying it with
  // the same key (say, after a top-up) must run it again.
  const result = await run();
  db.idempotency.push({ key, userId, fingerprint, status: result.status, body: result.body, createdAt: nowIso() });
  return result;
};
