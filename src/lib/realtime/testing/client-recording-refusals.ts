import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions } from '../realtime-client';

/**
 * A realtime client for tests that records the token of every refused handshake (what the app
 * would refresh). The tests of the client and of its reconnect backoff share it.
 */
export const clientRecordingRefusals = (options: Omit<RealtimeClientOptions, 'onAuthError'>): { client: RealtimeClient; refusals: (string | null)[] } => {
  const refusals: (string | null)[] = [];
  const client = createRealtimeClient({
    ...options,
    onAuthError: (_error, usedToken) => {
      refusals.push(usedToken);
    },
  });
  return { client, refusals };
};
