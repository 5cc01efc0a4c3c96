import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { loginWithEmail } from '@/api/generated/endpoints/auth/auth';
import { newIdempotencyKey } from '@/api/idempotency';
import { clearAccessToken, setAccessToken } from '@/lib/token-storage';
import { mockServer } from '@mocks/node';
import { resetDb } from '@mocks/db/store';
import { resetMockClock } from '@mocks/db/clock';
import { demoAccounts, demoPassword } from '@mocks/db/seed-accounts';
import { loadDocument, operationsOf } from './openapi-document';
import type { Scenario, ScenarioContext } from './scenario';

// Every operation of the contract, called at least once against the mock backend through
// the generated client, with each answer validated by the generated Zod schema of its
// success status (`<operationId><status>Response`).
// An operation without a scenario fails, and so does one without a handler (unhandled
// requests are errors).
const scenarioModules = import.meta.glob<{ scenarios: Scenario[] }>('./scenarios/*.ts', { eager: true });
const zodModules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/zod/**/*.zod.ts', { eager: true });

const scenarios = new Map<string, Scenario>();
for (const module of Object.values(scenarioModules)) for (const s of module.scenarios) scenarios.set(s.operationId, s);

const responseSchemas = new Map<string, ZodType>();
for (const module of Object.values(zodModules)) {
  for (const [name, value] of Object.entries(module)) {
    if (/\d{3}Response$/.test(name) && typeof (value as { safeParse?: unknown })?.safeParse === 'function') {
      responseSchemas.set(name, value as ZodType);
    }
  }
}

const operations = operationsOf(loadDocument());

const ctx: ScenarioContext = {
  signInAs: async (account) => {
    const { user, accessToken } = await loginWithEmail({ email: demoAccounts[account], password: demoPassword });
    setAccessToken(accessToken);
    return user.id;
  },
  signOut: clearAccessToken,
  idempotencyKey: newIdempotencyKey,
};

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearAccessToken();
});
afterEach(() => {
  mockServer.resetHandlers();
  resetMockClock();
});
afterAll(() => mockServer.close());

describe('every contract operation against the mock backend', () => {
  it('has a scenario for every operation, and none for operations that do not exist', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    expect(operations.filter((op) => !scenarios.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
    expect([...scenarios.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s answers as the contract says', async (operationId, op) => {
    const scenario = scenarios.get(operationId);
    expect(scenario, `no scenario calls ${op.method} ${op.path}`).toBeDefined();
    if (!scenario) return;
    const body = await scenario.run(ctx);
    const successCodes = Object.keys(op.responses).filter((status) => status.startsWith('2'));
    if (successCodes.every((status) => status === '204')) {
      expect(body).toBeUndefined();
      return;
    }
    const schema = successCodes.map((status) => responseSchemas.get(`${operationId}${status}Response`)).find(Boolean);
    expect(schema, `no generated response schema for ${operationId}`).toBeDefined();
    const result = schema?.safeParse(body);
    expect(result?.success ? [] : result?.error.issues, `${operationId} body breaks the contract`).toEqual([]);
  });
});
