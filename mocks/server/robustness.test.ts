// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../db/seed-accounts';
import { startStandaloneServer, type StandaloneServer } from './standalone';

// Whatever arrives, the standalone server answers in the contract's Error shape and keeps
// running: methods fetch cannot even carry (TRACE), WebDAV methods, broken JSON, a body
// over the limit, a header over Node's limit, an unknown address.
let server: StandaloneServer;

beforeAll(async () => {
  server = await startStandaloneServer({ port: 0 });
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request through node:http, which (unlike fetch) sends any method and any header. */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(`${server.url}${path}`);
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });

const expectErrorShape = (answer: RawAnswer, status: number, name: string): void => {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toMatchObject({ status, name, description: expect.any(String) });
};

const stillUp = async (): Promise<void> => {
  const answer = await raw('GET', '/api/payment/points-packages');
  expect(answer.status).toBe(200);
};

const signIn = async (): Promise<string> => {
  const answer = await raw('POST', '/api/auth/email/login', { 'Content-Type': 'application/json' }, JSON.stringify({ email: demoAccounts.fan, password: demoPassword }));
  return (JSON.parse(answer.body) as { accessToken: string }).accessToken;
};

describe('the standalone mock server under hostile requests', () => {
  it.each(['TRACE', 'PROPFIND', 'DELETE', 'PUT', 'PATCH'])('answers %s on a GET-only address with 405, Allow and an Error', async (method) => {
    const answer = await raw(method, '/api/agents');
    expectErrorShape(answer, 405, 'MethodNotAllowed');
    expect(answer.headers.allow).toBe('GET');
    await stillUp();
  });

  it('lists every defined method in Allow', async () => {
    const answer = await raw('PUT', '/api/users/me');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, PATCH');
  });

  it('answers an unknown address with 404 NotFound', async () => {
    expectErrorShape(await raw('GET', '/api/no/such/thing'), 404, 'NotFound');
    expectErrorShape(await raw('TRACE', '/api/no/such/thing'), 404, 'NotFound');
  });

  it('answers truncated JSON with 400 ValidationFailed', async () => {
    const answer = await raw('POST', '/api/auth/email/login', { 'Content-Type': 'application/json' }, '{"email":"fan@kiz');
    expectErrorShape(answer, 400, 'ValidationFailed');
    await stillUp();
  });

  it('answers a body over the limit with 413 PayloadTooLarge', async () => {
    const answer = await raw('POST', '/api/auth/email/login', { 'Content-Type': 'application/json' }, Buffer.alloc(2 * 1024 * 1024, 'a'));
    expectErrorShape(answer, 413, 'PayloadTooLarge');
    await stillUp();
  });

  it('answers a header over the limit with 431 in the Error shape', async () => {
    const answer = await raw('GET', '/api/agents', { 'X-Long': 'a'.repeat(70_000) });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431, description: expect.any(String) });
    await stillUp();
  });

  it('checks a money operation for its Idempotency-Key before it looks the agent up', async () => {
    const token = await signIn();
    const answer = await raw('POST', '/api/chats/no_such_agent/tips', { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, JSON.stringify({ amountUsd: 1 }));
    expectErrorShape(answer, 400, 'ValidationFailed');
    expect(JSON.parse(answer.body).fields).toEqual([expect.objectContaining({ path: 'Idempotency-Key' })]);
  });
});
