import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { User } from '@/api/generated/model';
import { loginWithEmail, signinWithGoogle } from '@/api/generated/endpoints/auth/auth';
import { ApiError } from '@/api/api-error';
import { setAccessToken } from '@/lib/token-storage';
import { resetMockClock } from '../db/clock';
import type { OutboxRow } from '../db/schema';
import { demoPassword } from '../db/seed-accounts';
import { startMockDatabase } from '../db/start';
import { getDb, resetDb } from '../db/store';
import { createMockGoogleIdToken } from '../google/id-token';
import { mockServer } from '../node';

// Shared by the mock areas' unit tests: the server's lifecycle, signing in, and reading
// what a refused call said.

/**
 * Starts the mock server for the file on the seeded database, and puts db, clock and handlers
 * back after each test.
 */
export const setupMockBackend = (): void => {
  beforeAll(() => {
    // The files of a worker share one store (isolate: false): a file before this one may have
    // started it on another database (mocks/db/store.test.ts starts an empty one), and
    // resetDb() rebuilds whichever seed the store was started with.
    startMockDatabase();
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    mockServer.resetHandlers();
    resetDb();
    resetMockClock();
  });
  afterAll(() => mockServer.close());
};

/**
 * Signs in through the real endpoint (Google's for a Google-only account) and keeps the token
 * for the calls that follow.
 */
export const signInAs = async (email: string, password = demoPassword): Promise<User> => {
  const row = getDb().users.find((u) => u.email === email.toLowerCase());
  const { user, accessToken } =
    row?.googleSub && row.password === null
      ? await signinWithGoogle({ idToken: createMockGoogleIdToken({ sub: row.googleSub, email: row.email, name: row.nickname }) })
      : await loginWithEmail({ email, password });
  setAccessToken(accessToken);
  return user;
};

/** The ApiError a call rejects with; fails the test if the call succeeds. */
export const rejectionOf = async (call: Promise<unknown>): Promise<ApiError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded.');
};

/** The newest mail of a kind sent to an address. */
export const lastMailTo = (to: string, kind: OutboxRow['kind']): OutboxRow | undefined =>
  [...getDb().outbox].reverse().find((m) => m.to === to.toLowerCase() && m.kind === kind);

/**
 * Multipart uploads from jsdom tests: Node's fetch cannot read jsdom's FormData and File (the
 * file arrives as the text "undefined"), so the file's tests use Node's own classes. Node
 * exposes its File in node:buffer, and its FormData only as what Response#formData returns.
 */
export const setupNodeMultipart = (): void => {
  beforeAll(async () => {
    const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', nodeFormData);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
};

/** A fresh Idempotency-Key header. */
export const idempotencyKey = (): { 'Idempotency-Key': string } => ({ 'Idempotency-Key': crypto.randomUUID() });

export { nodeFile, withNodeFormData } from './scenario-kit';
