import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { resetDb } from '@mocks/db/store';
import { resetMockClock } from '@mocks/db/clock';
import { demoPassword } from '@mocks/db/seed-accounts';
import { exampleOnboardingAccount } from '@mocks/areas/onboarding/seed';
import { jsonMedia, loadContract, type Operation } from '../../scripts/contract-check/document';
import { buildRequest, toFetchInit, type RequestParts } from '../../scripts/contract-check/request';
import { schemaProblems } from '../../scripts/contract-check/validator';

// Every operation's examples, pasted as they are, work against the mock's seed: the request
// built from the parameter and body examples gets the documented success status, its body
// matches the documented schema, and the success response has an example of its own.
const doc = loadContract();
const api = 'http://127.0.0.1/api';

// Who signs in is the document's rule (info.description, "Examples"); the secrets an earlier
// call would issue (verification, reset token, refresh cookie) are seeded, so every example
// gets its documented success.
const accountFor = (op: Operation): string | null => {
  if (!op.secured) return null;
  if (op.operationId === 'completeOnboarding') return exampleOnboardingAccount;
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
  const cookies: string[] = [];
  for (const p of op.parameters) {
    const value = p.example ?? p.schema.example;
    if (value === undefined) continue;
    if (p.in === 'cookie') cookies.push(`${p.name}=${String(value)}`);
    else parts[p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'headers'][p.name] = String(value);
  }
  if (cookies.length > 0) parts.headers.Cookie = cookies.join('; ');
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
