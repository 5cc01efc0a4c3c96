import type { demoAccounts } from '@mocks/db/seed-accounts';

/**
 * One call of one contract operation against the mock backend, for the every-operation
 * test (tests/contract/every-operation.test.ts). `run` makes the call through the generated
 * client and returns the response body (undefined for 204), which the harness validates
 * against the generated Zod response schema `<operationId>Response`.
 */
export interface Scenario {
  operationId: string;
  run: (ctx: ScenarioContext) => Promise<unknown>;
}

export interface ScenarioContext {
  /** Signs in as a demo account (stores its access token for the calls that follow) and returns the user id. */
  signInAs: (account: keyof typeof demoAccounts) => Promise<string>;
  /** Forgets the access token. */
  signOut: () => void;
  /** A fresh Idempotency-Key. */
  idempotencyKey: () => string;
}
