import type { QueryClient } from '@tanstack/react-query';
import { startRealtime, type RealtimeMessageName, type RealtimeMessages } from '@/lib/realtime';

/**
 * The app's socket with a fake socket.io underneath: the test pushes the server's events
 * (`push`) and drops and restores the connection (`reconnect`), as the mock backend's socket
 * would, without timing.
 */
export const fakeRealtime = async (queryClient: QueryClient) => {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: true,
    active: true,
    on: (event: string, listener: (...args: unknown[]) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    off: () => socket,
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  const fire = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));
  let stop: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    stop = startRealtime(queryClient, () =>
      Promise.resolve({
        io: (() => {
          resolve();
          return socket;
        }) as unknown as typeof import('socket.io-client').io,
      }),
    );
  });
  await opened;
  fire('connect');
  const userEvent = () => [...listeners.keys()].find((name) => name.startsWith('user-connected:')) ?? '';
  return {
    push: <M extends RealtimeMessageName>(message: M, payload: RealtimeMessages[M]) => fire(userEvent(), message, payload),
    reconnect: () => fire('connect'),
    stop: () => stop(),
  };
};
