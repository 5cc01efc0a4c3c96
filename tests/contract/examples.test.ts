import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { resetDb } from '@mocks/db/store';
import { resetMockClock } from '@mocks/db/clock';
import { demoPassword } from '@mocks/db/seed-accounts';
import { jsonMedia, loadContract, type Operation } from '../../scripts/contract-check/document';
import { buildRequest, toFetchInit, type RequestParts } from '../../scripts/contract-check/request';
import { schemaProblems } from '../../scripts/contract-check/validator';

// Every operation's examples, pasted as they are, work against the mock's seed: the request
// built from the parameter and body examples gets the documented success status, its body
// matches the documented schema, and the success response has an example of its own.
// Who signs in is the document's rule (info.description, "Examples"): creator@… for
// my-agent, statistics, payouts and referral, newbie@… for onboarding, fan@… otherwise.
const doc = loadContract();
const api = 'http://127.0.0.1/api';

/**
 * Operations whose input is a secret an earlier call issues (a verification id, an e-mailed
 * code or link, the refresh cookie) or that need every earlier step done: their examples
 * show the shape, and against the bare seed they get the documented refusal.
 */
const chained: Record<string, number> = {
  signupWithEmail: 400,
  refreshToken: 401,
  resendVerificationCode: 404,
  verifyVerificationCode: 404,
  confirmPasswordReset: 400,
  completeOnboarding: 400,
};

const accountFor = (op: Operation): string | null => {
  if (!op.secured) return null;
  if (['my-agent', 'statistics', 'payouts', 'referral'].includes(op.tag)) return 'creator@kizuna.example';
  if (op.tag === 'onboarding') return 'newbie@kizuna.example';
  return 'fan@kizuna.example';
};

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(`${api}/auth/email/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
};

const exampleRequest = (op: Operation, token: string | undefined) => {
  const parts: RequestParts = { path: {}, query: {}, headers: {}, token };
  for (const p of op.parameters) {
    const value = p.example ?? p.schema.example;
    if (value === undefined) continue;
    parts[p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'headers'][p.name] = String(value);
  }
  const body = op.requestBody;
  if (body?.contentType.startsWith('multipart/')) {
    const type = body.media.encoding?.file?.contentType?.split(',')[0]?.trim() ?? 'image/png';
    parts.multipart = { fields: {}, file: { name: 'example', type, size: 2048 } };
  } else if (body) {
    parts.json = body.media.example;
  }
  return buildRequest(api, op, parts);
};

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  resetMockClock();
});
afterAll(() => mockServer.close());

describe('the examples of every operation', () => {
  it.each(doc.operations.map((op) => [op.operationId, op] as const))('%s works against the seed as written', async (operationId, op) => {
    const successes = Object.keys(op.responses).filter((status) => status.startsWith('2'));
    if (op.requestBody && !op.requestBody.contentType.startsWith('multipart/')) {
      expect(op.requestBody.media.example, `${operationId} has no request example`).toBeDefined();
    }
    for (const p of op.parameters.filter((param) => param.required)) {
      expect(p.example ?? p.schema.example, `${operationId}: parameter ${p.name} has no example`).toBeDefined();
    }
    const account = accountFor(op);
    const request = exampleRequest(op, account ? await signIn(account) : undefined);
    const response = await fetch(request.url, toFetchInit(request, AbortSignal.timeout(10_000)));
    const text = await response.text();
    const expected = chained[operationId];
    if (expected !== undefined) {
      expect(response.status, text).toBe(expected);
      expect(Object.keys(op.responses)).toContain(String(expected));
      return;
    }
    expect(successes, text).toContain(String(response.status));
    const media = jsonMedia(op.responses[String(response.status)]);
    if (!media) {
      expect(text).toBe('');
      return;
    }
    expect(media.example, `${operationId} ${response.status} has no response example`).toBeDefined();
    expect(schemaProblems(media.schema ?? {}, media.example), 'the response example breaks its schema').toEqual([]);
    expect(schemaProblems(media.schema ?? {}, JSON.parse(text))).toEqual([]);
  });
});
