import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { User } from '@/api/generated/model';
import { loginWithEmail } from '@/api/generated/endpoints/auth/auth';
import { ApiError } from '@/api/api-error';
import { setAccessToken } from '@/lib/token-storage';
import { resetMockClock } from '../../db/clock';
import { demoPassword } from '../../db/seed-accounts';
import { resetDb } from '../../db/store';
import { mockServer } from '../../node';

// What the chat, creator, payout and referral tests share: the mock server's lifecycle,
// signing in through the real endpoint, and the error a refused call gave.
export const setupMockServer = (): void => {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mockServer.resetHandlers();
    resetDb();
    resetMockClock();
  });
  afterAll(() => mockServer.close());
};

export const signIn = async (email: string): Promise<User> => {
  const { user, accessToken } = await loginWithEmail({ email, password: demoPassword });
  setAccessToken(accessToken);
  return user;
};

export const refusal = async (call: Promise<unknown>): Promise<ApiError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded.');
};

/** A fresh Idempotency-Key. */
export const idempotencyKey = (): { 'Idempotency-Key': string } => ({ 'Idempotency-Key': crypto.randomUUID() });

/**
 * jsdom's FormData and File do not survive Node's fetch (the file arrives as the text
 * "undefined"), so upload tests swap in Node's own FormData and build files with Node's File.
 */
export const setupNodeFormData = (): void => {
  beforeAll(async () => {
    vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
  });
  afterAll(() => vi.unstubAllGlobals());
};

export const nodeFile = (size: number, name: string, type: string): File =>
  new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

/** Runs one upload call with Node's FormData in place (see setupNodeFormData). */
export const withNodeFormData = async <T>(call: () => Promise<T>): Promise<T> => {
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
  try {
    return await call();
  } finally {
    vi.unstubAllGlobals();
  }
};
