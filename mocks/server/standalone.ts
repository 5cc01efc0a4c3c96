import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configureMocks } from '../config';
import { filePersistence } from '../db/file-persistence';
import { demoAccounts, demoPassword } from '../db/seed-accounts';
import { startMockDatabase } from '../db/start';
import { handlers } from '../handlers';
import { seedLongChat } from '../areas/chat/long-chat';
import { createRequestListener, hardenServer } from './node-bridge';
import { attachSocketServer } from './socket-server';

// `npm run mock:server`: the same handlers as the browser and the tests, as a plain HTTP
// server on 127.0.0.1 for curl, a backend teammate or a mobile build, with a real socket.io
// server beside them. No latency (callers are scripts), a realistic token lifetime.
export interface StandaloneOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Keep the database in this JSON file across restarts. */
  dbFile?: string;
  /**
   * `MOCK_LONG_CHAT=agentName:count[:email]`: one very long conversation (the chat benchmark's
   * 10,000 messages), seeded at start like `POST /__mock/long-chat`. The email defaults to the demo fan.
   */
  longChat?: string;
}

export interface StandaloneServer {
  url: string;
  close: () => Promise<void>;
}

/** `agentName:count[:email]` → the long conversation to seed; anything else is refused. */
export const parseLongChat = (value: string): { agentName: string; count: number; email: string } => {
  const match = /^([^:]+):(\d+)(?::(.+))?$/.exec(value.trim());
  if (!match) throw new Error(`MOCK_LONG_CHAT must look like "aoi_draws:10000" or "aoi_draws:10000:fan@kizuna.example", not "${value}"`);
  return { agentName: match[1]!, count: Number(match[2]), email: match[3] ?? demoAccounts.fan };
};

/** How long an idle client connection stays open (announced in the Keep-Alive header). */
export const keepAliveTimeoutMs = 60_000;

export const startStandaloneServer = async ({ port, host = '127.0.0.1', dbFile, longChat }: StandaloneOptions): Promise<StandaloneServer> => {
  startMockDatabase(dbFile ? filePersistence(path.resolve(dbFile)) : undefined);
  if (longChat) {
    const { agentName, count, email } = parseLongChat(longChat);
    seedLongChat(email, agentName, count);
  }
  configureMocks({ latencyMs: { min: 0, max: 0 }, accessTokenTtlMs: 15 * 60_000, replyChunkDelayMs: 60 });
  const listener = createRequestListener(handlers);
  const httpServer = createHttpServer((req, res) => void listener(req, res));
  // Node closes an idle kept-alive connection after 5 s. The contract check runs this server in
  // the check's process, and while it builds a 50 MB upload the event loop is busy for seconds: the
  // close then fired on a socket the check had just picked, before the request was read, and the
  // upload failed twice with ECONNRESET (2 runs in 3 beside six busy processes). Clients read
  // the Keep-Alive header and reuse a socket only within it.
  httpServer.keepAliveTimeout = keepAliveTimeoutMs;
  hardenServer(httpServer);
  const io = attachSocketServer(httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => resolve());
  });
  const { port: actualPort } = httpServer.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}`,
    // io.close() also closes the HTTP server; idle keep-alive sockets must not hold it open.
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        void io.close(() => resolve());
      }),
  };
};

const runFromCommandLine = async (): Promise<void> => {
  const server = await startStandaloneServer({
    port: Number(process.env.PORT ?? 4010),
    dbFile: process.env.MOCK_DB_FILE || undefined,
    longChat: process.env.MOCK_LONG_CHAT || undefined,
  });
  const accounts = Object.entries(demoAccounts).map(([role, email]) =>
    role === 'googleFan' ? `  ${email} (${role}: Google sign-in only)` : `  ${email} / ${demoPassword} (${role})`,
  );
  console.log(
    [
      `Kizuna mock backend on ${server.url}/api (socket.io on ${server.url}/socket.io/)`,
      process.env.MOCK_DB_FILE ? `Database file: ${path.resolve(process.env.MOCK_DB_FILE)}` : 'Database in memory (set MOCK_DB_FILE to keep it).',
      ...(process.env.MOCK_LONG_CHAT ? [`Long conversation seeded: ${process.env.MOCK_LONG_CHAT}`] : []),
      'Demo accounts:',
      ...accounts,
      'Try: curl -s -X POST ' + `${server.url}/api/auth/email/login -H 'Content-Type: application/json' -d '{"email":"${demoAccounts.fan}","password":"${demoPassword}"}'`,
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the mock backend.`);
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};

const isEntryPoint = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  runFromCommandLine().catch((error: unknown) => {
    console.error('[mock:server] could not start', error);
    process.exit(1);
  });
}
