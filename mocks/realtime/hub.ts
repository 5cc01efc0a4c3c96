import { userEventName, type RealtimeMessageName, type RealtimeMessages } from '@/api/realtime-events';

// Who is connected, and a way to reach them. The browser binding and the standalone
// socket.io server both register a push function per connection; handlers push through
// here without knowing which transport carries it. Payloads are the contract's
// x-realtime-events schemas (src/api/realtime-events.ts).
export { userEventName, type RealtimeMessageName, type RealtimeMessages };

/** Sends one socket.io event (name plus arguments) to one connection. */
export type Push = (event: string, ...args: unknown[]) => void;

const connections = new Map<string, Set<Push>>();

export const registerConnection = (userId: string, push: Push): (() => void) => {
  const pushes = connections.get(userId) ?? new Set<Push>();
  pushes.add(push);
  connections.set(userId, pushes);
  return () => {
    pushes.delete(push);
    if (pushes.size === 0) connections.delete(userId);
  };
};

export const pushToUser = <M extends RealtimeMessageName>(userId: string, message: M, payload: RealtimeMessages[M]): void => {
  connections.get(userId)?.forEach((push) => push(userEventName(userId), message, payload));
};

export const connectedUserIds = (): string[] => [...connections.keys()];

/** One socket handshake as the mock server saw it (mock tools: `GET /__mock/socket-handshakes`). */
export interface Handshake {
  /** The socket's address, to check that no token travels in it. */
  url: string;
  token: string | null;
  accepted: boolean;
  at: string;
}

const handshakes: Handshake[] = [];
const keptHandshakes = 50;

export const recordHandshake = (handshake: Handshake): void => {
  handshakes.push(handshake);
  if (handshakes.length > keptHandshakes) handshakes.shift();
};

export const handshakeJournal = (): Handshake[] => [...handshakes];
