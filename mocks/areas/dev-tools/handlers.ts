import { http } from 'msw';
import { demoAccounts, demoPassword } from '../../db/seed-accounts';
import type { OutboxRow } from '../../db/schema';
import { getDb, resetDb } from '../../db/store';
import { newestFirst } from '../../http/paging';
import { fail } from '../../http/errors';
import { json, noContent, route } from '../../http/route';
import { seedLongChat, streamLongReply, streamReply } from '../chat/long-chat';
import { applyHostileText, hostileName } from './hostile';
import { advanceMockClock } from '../../db/clock';
import { handshakeJournal, type Handshake } from '../../realtime/hub';
import { clearPlannedFailures, planFailure } from '../../http/planned-failures';

// Mock-only tools, outside the contract and outside /api: reset the database to the seed,
// read the "e-mails" the mock sent (verification codes, reset links), and list the demo
// accounts for the sign-in page's helper.
export interface DemoAccount {
  email: string;
  /** Null for the Google account: it signs in with the mock Google button. */
  password: string | null;
  role: 'fan' | 'creator';
  description: string;
}

export const demoAccountList: DemoAccount[] = [
  { email: demoAccounts.fan, password: demoPassword, role: 'fan', description: 'A fan with points, two cards, a subscription and chat history.' },
  { email: demoAccounts.creator, password: demoPassword, role: 'creator', description: 'A creator who owns the agent aoi_draws, with earnings and payouts.' },
  { email: demoAccounts.googleFan, password: null, role: 'fan', description: 'A Japanese-speaking fan who signs in with Google (mock Google button).' },
  { email: demoAccounts.newbie, password: demoPassword, role: 'fan', description: 'A brand-new fan with no points, no cards and no history.' },
];

export const devToolHandlers = [
  http.post(
    '*/__mock/reset',
    route(() => {
      resetDb();
      clearPlannedFailures();
      return noContent();
    }),
  ),

  http.get(
    '*/__mock/outbox',
    // Reversed first so that mails sent within the same millisecond still come newest first.
    route(() => json<{ items: OutboxRow[] }>({ items: newestFirst([...getDb().outbox].reverse()) })),
  ),

  http.post(
    '*/__mock/long-chat',
    // Seeds one very long conversation: `{ email, agentName, count }`.
    route(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: unknown; agentName?: unknown; count?: unknown };
      const email = typeof body.email === 'string' ? body.email : demoAccounts.fan;
      const agentName = typeof body.agentName === 'string' ? body.agentName : 'aoi_draws';
      const count = typeof body.count === 'number' && Number.isFinite(body.count) ? body.count : 10_000;
      return json(seedLongChat(email, agentName, count));
    }),
  ),

  http.post(
    '*/__mock/long-reply',
    // Streams a very long reply on the socket: `{ email, agentName, tokens, delayMs }`.
    route(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: unknown; agentName?: unknown; tokens?: unknown; delayMs?: unknown };
      const email = typeof body.email === 'string' ? body.email : demoAccounts.fan;
      const agentName = typeof body.agentName === 'string' ? body.agentName : 'aoi_draws';
      const tokens = typeof body.tokens === 'number' && Number.isFinite(body.tokens) ? body.tokens : 2_000;
      const delayMs = typeof body.delayMs === 'number' && Number.isFinite(body.delayMs) ? Math.max(0, body.delayMs) : 10;
      return json(streamLongReply(email, agentName, tokens, delayMs));
    }),
  ),

  http.post(
    '*/__mock/hostile',
    // Rewrites the seeded records with hostile text (issue 13): `{ email, agentName }` names the
    // conversation that gets the whole corpus.
    route(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: unknown; agentName?: unknown };
      return json(
        applyHostileText({
          email: typeof body.email === 'string' ? body.email : undefined,
          agentName: typeof body.agentName === 'string' ? body.agentName : undefined,
        }),
      );
    }),
  ),

  http.post(
    '*/__mock/hostile-reply',
    // Streams the hostile payloads as an agent reply, cut into 40-character deltas so that tags
    // arrive in pieces: `{ email, agentName, delayMs }`.
    route(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: unknown; agentName?: unknown; delayMs?: unknown };
      const email = typeof body.email === 'string' ? body.email : demoAccounts.fan;
      const agentName = typeof body.agentName === 'string' ? body.agentName : 'aoi_draws';
      const delayMs = typeof body.delayMs === 'number' && Number.isFinite(body.delayMs) ? Math.max(0, body.delayMs) : 5;
      const deltas = hostileName.match(/[\s\S]{1,40}/gu) ?? [];
      return json(streamReply(email, agentName, deltas, delayMs));
    }),
  ),

  http.post(
    '*/__mock/clock',
    // Moves the mock backend's clock forward (this tab's copy): `{ advanceMs }`, e.g. past the
    // access token's life so that the next call meets ExpiredAccessToken.
    route(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { advanceMs?: unknown };
      const advanceMs = typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs) ? Math.max(0, body.advanceMs) : 0;
      advanceMockClock(advanceMs);
      return json({ advancedMs: advanceMs });
    }),
  ),

  http.post(
    '*/__mock/fail',
    // The next calls of one operation answer with a server error: `{ method, path, status?, times? }`
    // (500 and once unless told), e.g. to reach the error page and its report.
    route(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { method?: unknown; path?: unknown; status?: unknown; times?: unknown };
      if (typeof body.method !== 'string' || typeof body.path !== 'string' || !body.path.startsWith('/')) throw fail.validation([{ path: 'path', message: 'method and a path starting with / are required' }]);
      const status = typeof body.status === 'number' && body.status >= 500 && body.status <= 599 ? body.status : 500;
      const times = typeof body.times === 'number' && Number.isInteger(body.times) && body.times > 0 ? body.times : 1;
      planFailure({ method: body.method, path: body.path, status, times });
      return noContent();
    }),
  ),

  http.get(
    '*/__mock/socket-handshakes',
    // The socket handshakes this mock server saw, oldest first: address, token, accepted.
    route(() => json<{ items: Handshake[] }>({ items: handshakeJournal() })),
  ),

  http.get(
    '*/__mock/accounts',
    route(() => json<{ items: DemoAccount[] }>({ items: demoAccountList })),
  ),
];
