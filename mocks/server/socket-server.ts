import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { userFromToken } from '../http/session';
import { registerConnection } from '../realtime/hub';
import { isLocalOrigin } from './cors';

/**
 * A real socket.io server on the standalone server's HTTP server. Sockets authenticate with
 * the access token in the handshake `auth`, as the contract says, and register with the
 * hub, so HTTP handlers reach them exactly as they reach the browser binding.
 */
export const attachSocketServer = (httpServer: HttpServer): Server => {
  const io = new Server(httpServer, {
    cors: { origin: (origin, callback) => callback(null, origin === undefined || isLocalOrigin(origin)), credentials: true },
  });
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    try {
      socket.data.userId = userFromToken(typeof token === 'string' ? token : null).id;
      next();
    } catch {
      next(new Error('Unauthorized'));
    }
  });
  io.on('connection', (socket) => {
    const userId = String(socket.data.userId);
    const unregister = registerConnection(userId, (event, ...args) => socket.emit(event, ...args));
    socket.on('disconnect', unregister);
  });
  return io;
};
