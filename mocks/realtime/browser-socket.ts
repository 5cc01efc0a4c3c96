import { ws, type WebSocketHandler, type WebSocketLink } from 'msw';
import { toSocketIo } from '@mswjs/socket.io-binding';
import { userFromToken } from '../http/session';
import { recordHandshake, registerConnection } from './hub';

// The realtime socket in the browser: MSW intercepts the page's WebSocket and
// @mswjs/socket.io-binding speaks socket.io over it. Every rule here comes from
// TOOLCHAIN.md ("Realtime (socket.io) under MSW"), each checked on this machine.

/** The binding never pings; without this the client drops every 30 s with "ping timeout". */
const pingIntervalMs = 20_000;

/**
 * The access token of a socket.io CONNECT frame (`40{…}`): socket.io-client sends its
 * `auth` object as the packet data, so the token is `auth.token`, i.e. `{"token": …}`.
 */
export const tokenFromConnectFrame = (frame: string): string | null => {
  if (!frame.startsWith('40')) return null;
  const json = frame.slice(2).replace(/^\/[^,]*,/, '');
  try {
    const auth = JSON.parse(json || '{}') as { token?: unknown };
    return typeof auth.token === 'string' ? auth.token : null;
  } catch {
    return null;
  }
};

/** The socket.io CONNECT_ERROR frame for a refused handshake. */
export const unauthorizedFrame = `44${JSON.stringify({ message: 'Unauthorized' })}`;

type Connection = Parameters<Parameters<WebSocketLink['addEventListener']>[1]>[0];

const handleConnection = (connection: Connection): void => {
  const { client, server } = connection;
  // The same-origin link also catches Vite's HMR socket: let anything but socket.io through.
  if (!client.url.pathname.startsWith('/socket.io/')) {
    server.connect();
    return;
  }
  const io = toSocketIo(connection);
  let unregister: (() => void) | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;

  client.addEventListener('message', (event) => {
    // Emitting is only safe after the client's CONNECT frame; that frame also carries the token.
    if (unregister || typeof event.data !== 'string' || !event.data.startsWith('40')) return;
    let userId: string;
    const token = tokenFromConnectFrame(event.data);
    const at = new Date().toISOString();
    try {
      userId = userFromToken(token).id;
      recordHandshake({ url: client.url.href, token, accepted: true, at });
    } catch {
      recordHandshake({ url: client.url.href, token, accepted: false, at });
      client.send(unauthorizedFrame);
      client.close();
      return;
    }
    // Each pushed frame arrives in its own task, as from a network: the app's handling of an
    // event is never part of the mock request (and its database save) that caused it.
    unregister = registerConnection(userId, (name, ...args) => {
      setTimeout(() => {
        if (unregister) io.client.emit(name, ...args);
      }, 0);
    });
    ping = setInterval(() => client.send('2'), pingIntervalMs);
  });

  client.addEventListener('close', () => {
    unregister?.();
    unregister = null;
    if (ping) clearInterval(ping);
  });
};

/** The socket links for the page's own origin (ws: in development, wss: behind HTTPS). */
export const createBrowserSocketHandlers = (host: string): WebSocketHandler[] =>
  [`ws://${host}`, `wss://${host}`].map((url) => {
    const link = ws.link(url);
    return link.addEventListener('connection', (connection) => handleConnection(connection));
  });
