import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/generated/model';
import { setAccessToken } from '@/lib/token-storage';
import { keepSignInReady } from './keep-sign-in-ready';
import { resetSessionStore, storeToken, storeUser } from './session-store';

const user = { id: 'usr_fan', email: 'fan@kizuna.example', nickname: 'Fan' } as User;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setAccessToken(null);
  storeUser(null);
  resetSessionStore();
});

describe('keepSignInReady', () => {
  it('preloads the sign-in screen once the first screen has settled in a signed-in tab', async () => {
    setAccessToken('t');
    storeToken('t');
    storeUser(user);
    let settle = (): void => undefined;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const preload = vi.fn(() => Promise.resolve());
    keepSignInReady(settled, preload);
    await flush();
    expect(preload).not.toHaveBeenCalled();
    settle();
    await flush();
    expect(preload).toHaveBeenCalledTimes(1);
    // Later session changes load nothing more.
    storeUser({ ...user, nickname: 'Renamed' });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits for a sign-in in a signed-out tab, and drops a failed preload', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('chunk failed')));
    keepSignInReady(Promise.resolve(), preload);
    await flush();
    expect(preload).not.toHaveBeenCalled();
    setAccessToken('t');
    storeToken('t');
    storeUser(user);
    await flush();
    expect(preload).toHaveBeenCalledTimes(1);
    storeUser(null);
    storeUser(user);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
