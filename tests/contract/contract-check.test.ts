// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { samplesOf } from '../../scripts/contract-check/arbitrary';
import { jsonMedia, loadContract, type Schema } from '../../scripts/contract-check/document';
import { formatReport } from '../../scripts/contract-check/report';
import { runContractCheck, type Finding } from '../../scripts/contract-check/runner';

// The contract check must catch what a broken backend does. A small server on 127.0.0.1
// answers five operations with one planted violation each — a float where an integer
// belongs, an undocumented status, a 500, a missing required field, a crash — and accepts
// every invalid request; the check must report each of them.
const doc = loadContract();
const operation = (id: string) => {
  const op = doc.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`${id} is not in the document`);
  return op;
};
const successSchema = (id: string): Schema => {
  const op = operation(id);
  const status = Object.keys(op.responses).find((s) => s.startsWith('2')) ?? '200';
  const schema = jsonMedia(op.responses[status])?.schema;
  if (!schema) throw new Error(`${id} has no JSON success body`);
  return schema;
};

/** A valid body for a schema, generated like the check's own requests. */
const validBody = (schema: Schema): Record<string, unknown> => samplesOf(schema, 1, 7)[0] as Record<string, unknown>;

/** Finds the first integer member (depth-first) and makes it a float. */
const plantFloat = (value: unknown, schema: Schema): boolean => {
  if (!value || typeof value !== 'object') return false;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const current = (value as Record<string, unknown>)[key];
    if (child.type === 'integer' && typeof current === 'number') {
      (value as Record<string, unknown>)[key] = current + 0.5;
      return true;
    }
    if (child.type === 'array' && Array.isArray(current) && child.items) {
      if (current.some((item) => plantFloat(item, child.items as Schema))) return true;
    } else if (plantFloat(current, child)) return true;
  }
  return false;
};

const send = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

let server: Server | undefined;
const sockets = new Set<Socket>();

const startBrokenServer = async (): Promise<string> => {
  const packages = validBody(successSchema('listPointsPackages'));
  expect(plantFloat(packages, successSchema('listPointsPackages'))).toBe(true);
  const plans = validBody(successSchema('listSubscriptionPlans'));
  const demo = validBody(successSchema('sendDemoMessage'));
  const missing = successSchema('sendDemoMessage').required?.[0] ?? '';
  delete demo[missing];
  server = createServer((req, res) => req.resume().on('end', () => answer(req.url ?? '/', res)));
  const answer = (url: string, res: ServerResponse): void => {
    const path = new URL(url, 'http://127.0.0.1').pathname;
    if (path === '/api/auth/password-reset/request') return send(res, 500, { error: 'boom' });
    if (path === '/api/agents') return send(res, 418, { status: 418, name: 'NotFound', description: "I'm a teapot" });
    if (path.startsWith('/api/demo/')) return send(res, 200, demo);
    if (path === '/api/payment/points-packages') return send(res, 200, packages);
    if (path === '/api/user-subscription/plans') {
      // The planted crash: the process would exit here; the server stops listening.
      send(res, 200, plans);
      server?.close();
      for (const socket of sockets) socket.destroy();
      return undefined;
    }
    return send(res, 404, { status: 404, name: 'NotFound', description: 'Not here.' });
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
};

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
});

const kindsFor = (findings: Finding[], operationId: string) => new Set(findings.filter((f) => f.operationId === operationId).map((f) => f.kind));

describe('contract:check against a deliberately broken server', () => {
  it('reports every planted violation, with a curl line for each', async () => {
    const baseUrl = await startBrokenServer();
    const report = await runContractCheck({
      baseUrl,
      runs: 3,
      maxInvalid: 5,
      operations: ['requestPasswordReset', 'listAgents', 'sendDemoMessage', 'listPointsPackages', 'listSubscriptionPlans'],
    });
    const { findings } = report;
    expect(kindsFor(findings, 'requestPasswordReset')).toContain('server-error');
    expect(kindsFor(findings, 'listAgents')).toContain('undocumented-status');
    expect(kindsFor(findings, 'sendDemoMessage')).toContain('schema');
    expect(findings.find((f) => f.operationId === 'sendDemoMessage' && f.kind === 'schema')?.message).toContain('required');
    expect(findings.find((f) => f.operationId === 'listPointsPackages' && f.kind === 'schema')?.message).toContain('must be integer');
    expect(kindsFor(findings, 'sendDemoMessage')).toContain('invalid-accepted');
    expect(findings.some((f) => f.kind === 'crash')).toBe(true);
    expect(report.stoppedEarly).toBe('the server crashed');

    const text = formatReport(report);
    expect(text).toMatch(/violations: /);
    expect(text).toContain(`curl -sS -i -X GET '${baseUrl}/agents`);
  });

  it('runs as a guest, a fan and a creator: secured cases take turns between the accounts', async () => {
    const seen: string[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
        if (path === '/api/auth/email/login') {
          const { email } = JSON.parse(body) as { email: string };
          return send(res, 200, { accessToken: `token-of-${email}`, user: {} });
        }
        const auth = req.headers.authorization ?? '';
        seen.push(auth.replace('Bearer ', '') || 'guest');
        if (!auth.startsWith('Bearer token-of-')) return send(res, 401, { status: 401, name: 'Unauthorized', description: 'Sign in.' });
        return send(res, 404, { status: 404, name: 'NotFound', description: 'Not here.' });
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const report = await runContractCheck({
      baseUrl,
      runs: 4,
      maxInvalid: 2,
      operations: ['getWallet'],
      accounts: [
        { role: 'fan', email: 'f@example.com', password: 'pw' },
        { role: 'creator', email: 'c@example.com', password: 'pw' },
      ],
    });
    expect(new Set(seen)).toEqual(new Set(['token-of-f@example.com', 'token-of-c@example.com', 'guest', 'not-a-real-token']));
    expect(report.casesByRole.fan).toBeGreaterThan(0);
    expect(report.casesByRole.creator).toBeGreaterThan(0);
    expect(report.casesByRole.guest).toBe(2);
    expect(formatReport(report)).toMatch(/guest 2, fan \d+, creator \d+/);
  });

  it('sends a case whose connection dropped once again, and reports one that drops every time', async () => {
    // Every first request to /api/agents loses its connection (as a kept-alive socket closed by the
    // server just as the request goes out); every request to the packages loses it, whatever it is.
    const dropped = new Set<string>();
    server = createServer((req, res) =>
      req.resume().on('end', () => {
        const url = req.url ?? '/';
        const path = new URL(url, 'http://127.0.0.1').pathname;
        const once = path === '/api/agents' && !dropped.has(url);
        if (once) dropped.add(url);
        if (once || path === '/api/payment/points-packages') return void req.socket.destroy();
        return send(res, 404, { status: 404, name: 'NotFound', description: 'Not here.' });
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const report = await runContractCheck({ baseUrl, runs: 2, maxInvalid: 2, operations: ['listAgents', 'listPointsPackages'] });

    expect(report.findings.filter((f) => f.operationId === 'listAgents' && f.kind === 'no-answer')).toEqual([]);
    expect(report.retriedAfterDrop.length).toBeGreaterThan(0);
    expect(report.retriedAfterDrop.every((retry) => retry.operationId === 'listAgents')).toBe(true);
    const noAnswer = report.findings.filter((f) => f.operationId === 'listPointsPackages' && f.kind === 'no-answer');
    expect(noAnswer.length).toBeGreaterThan(0);
    // What the socket said is in the message, not only fetch's "fetch failed".
    expect(noAnswer[0]?.message).toMatch(/^No answer, twice: fetch failed \(.+\)$/);
    expect(report.stoppedEarly).not.toBe('the server crashed');
    expect(formatReport(report)).toContain('Answered on a second try after the connection dropped');
  });

  it('waits longer for an answer to a large upload than to a small request', async () => {
    // A server that takes 500 ms over every upload of more than 2 MB, and answers the rest at once.
    // With a 200 ms wait the large ones would count as unanswered; a large file earns more time.
    const slowUploads: number[] = [];
    const slowFetch: typeof fetch = async (_input, init) => {
      const form = init?.body instanceof FormData ? init.body : null;
      const file = form?.get('file');
      if (file instanceof Blob && file.size > 2 * 1024 * 1024) {
        slowUploads.push(file.size);
        await new Promise((resolve) => setTimeout(resolve, 500));
        init?.signal?.throwIfAborted();
      }
      return new Response(JSON.stringify({ status: 400, name: 'BadRequest', description: 'No.' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    };
    const report = await runContractCheck({ baseUrl: 'http://127.0.0.1:9/api', runs: 2, maxInvalid: 4, requestTimeoutMs: 200, fetch: slowFetch, operations: ['uploadOnboardingMedia'] });

    expect(slowUploads.length, 'the check sent a large file').toBeGreaterThan(0);
    expect(report.findings.filter((f) => f.kind === 'no-answer')).toEqual([]);
  });

  it('treats a float as invalid where the document says integer', async () => {
    const { violationsOf } = await import('../../scripts/contract-check/violations');
    const rules = violationsOf({ type: 'integer', minimum: 1, maximum: 100 }, 5).map((v) => [v.rule, v.value]);
    expect(rules).toContainEqual(['type integer (whole number)', 1.5]);
  });
});
