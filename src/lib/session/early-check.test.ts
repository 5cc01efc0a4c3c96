import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthCheckResponse } from '@/api/generated/model';
import { setAccessToken } from '@/lib/token-storage';
import { startEarlyCheck, takeEarlyCheck } from './early-check';

const answer: AuthCheckResponse = { accessToken: 'renewed' };

afterEach(() => {
  takeEarlyCheck();
  setAccessToken(null);
});

describe('the session check started before the app', () => {
  it('asks nothing when no token is stored', () => {
    const check = vi.fn(() => Promise.resolve(answer));
    startEarlyCheck(check);
    expect(check).not.toHaveBeenCalled();
    expect(takeEarlyCheck()).toBeNull();
  });

  it('asks once with a stored token, and hands its answer over once', async () => {
    setAccessToken('stored');
    const check = vi.fn(() => Promise.resolve(answer));
    startEarlyCheck(check);
    startEarlyCheck(check);
    expect(check).toHaveBeenCalledTimes(1);
    await expect(takeEarlyCheck()).resolves.toEqual(answer);
    expect(takeEarlyCheck()).toBeNull();
  });

  it('keeps a failure for the one who takes the answer, never as an unhandled rejection', async () => {
    setAccessToken('stored');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarlyCheck(() => Promise.reject(new Error('offline')));
    // Two turns of the event loop: an unhandled rejection is reported by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeEarlyCheck()).rejects.toThrow('offline');
  });
});
