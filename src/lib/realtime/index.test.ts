// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, storeToken } from '@/lib/session/session-store';
import { startRealtime } from './index';

// socket.io-client is loaded only for a signed-in session, and only once.
const fakeSocket = () => ({ on: vi.fn(), off: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), removeAllListeners: vi.fn(), connected: false, active: false }) as unknown as Socket;

afterEach(() => resetSessionStore());

describe('startRealtime', () => {
  it('loads the socket client only once a token exists', async () => {
    resetSessionStore();
    const io = vi.fn(fakeSocket);
    const load = vi.fn(() => Promise.resolve({ io }));
    const stop = startRealtime(new QueryClient(), load);
    expect(load).not.toHaveBeenCalled();

    storeToken('token-1');
    storeToken('token-2');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    stop();
  });

  it('loads it again on the next session change when it could not load', async () => {
    resetSessionStore();
    const io = vi.fn(fakeSocket);
    const load = vi.fn<() => Promise<{ io: typeof io }>>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const stop = startRealtime(new QueryClient(), load);
    storeToken('token-1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io).not.toHaveBeenCalled();

    load.mockImplementation(() => Promise.resolve({ io }));
    storeToken('token-2');
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    stop();
  });
});
