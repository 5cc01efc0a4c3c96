import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wholeNumbers } from '../../scripts/whole-numbers';
import { sendTipBody, listMessagesQueryParams } from '@/api/generated/zod/chat/chat.zod';
import { updateMyAgentMediaBody, updateMyAgentSettingsBody, getMyAgent200Response } from '@/api/generated/zod/my-agent/my-agent.zod';
import { saveOnboardingExtroversionBody } from '@/api/generated/zod/onboarding/onboarding.zod';
import { listPurchaseHistoryQueryParams, topUpPointsBody } from '@/api/generated/zod/payment/payment.zod';
import { listPointTransactionsQueryParams, getWallet200Response } from '@/api/generated/zod/wallet/wallet.zod';
import { requestPayoutBody } from '@/api/generated/zod/payouts/payouts.zod';
import { loadDocument } from './openapi-document';

// `type: integer` must reach every generated Zod schema (orval ignores it; the transformer in
// scripts/whole-numbers.ts turns it into `multipleOf: 1`, which orval does generate).

const integerSchemasIn = (node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] => {
  if (Array.isArray(node)) node.forEach((item) => integerSchemasIn(item, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'integer') found.push(record);
    Object.entries(record).forEach(([key, value]) => key !== 'example' && key !== 'examples' && integerSchemasIn(value, found));
  }
  return found;
};

describe('whole numbers', () => {
  it('the transformer marks every integer schema of the document, and nothing else', () => {
    const document = loadDocument();
    const before = integerSchemasIn(document).length;
    const transformed = wholeNumbers(document);
    const after = integerSchemasIn(transformed);
    expect(before).toBeGreaterThan(50);
    expect(after).toHaveLength(before);
    expect(after.every((schema) => schema.multipleOf === 1 || (typeof schema.multipleOf === 'number' && Number.isInteger(schema.multipleOf)))).toBe(true);
    // The document itself is untouched, and examples and property names are data, not schemas.
    expect(integerSchemasIn(document).some((schema) => schema.multipleOf === undefined)).toBe(true);
    const tricky = wholeNumbers({
      properties: { default: { type: 'integer' }, type: { type: 'string' } },
      example: { type: 'integer' },
      type: ['integer', 'null'],
    });
    expect(tricky).toEqual({
      properties: { default: { type: 'integer', multipleOf: 1 }, type: { type: 'string' } },
      example: { type: 'integer' },
      type: ['integer', 'null'],
      multipleOf: 1,
    });
  });

  it('every generated number schema refuses fractions', () => {
    const dir = path.resolve(__dirname, '../../src/api/generated/zod');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.zod.ts'));
    const numbers = files.flatMap((f) => readFileSync(path.join(dir, f), 'utf8').match(/zod(\.coerce)?\.number\(\)[^,\n}]*/g) ?? []);
    expect(numbers.length).toBeGreaterThan(500);
    expect(numbers.filter((call) => !call.includes('.multipleOf('))).toEqual([]);
  });

  it.each([
    ['media price', updateMyAgentMediaBody, { priceInPoints: 2.5 }, { priceInPoints: 3 }],
    ['message price', updateMyAgentSettingsBody, { messagePrice: 2.5 }, { messagePrice: 3 }],
    ['free messages', updateMyAgentSettingsBody, { freeMessages: 2.5 }, { freeMessages: 3 }],
    ['extroversion level (settings)', updateMyAgentSettingsBody, { extroversionLevel: 2.5 }, { extroversionLevel: 3 }],
    ['extroversion level (onboarding)', saveOnboardingExtroversionBody, { level: 2.5 }, { level: 3 }],
    ['tip', sendTipBody, { amountUsd: 2.5 }, { amountUsd: 3 }],
    ['top-up', topUpPointsBody, { amountUsd: 10.5, paymentMethodId: 'pm_1' }, { amountUsd: 10, paymentMethodId: 'pm_1' }],
    ['payout', requestPayoutBody, { amountCents: 1000.5 }, { amountCents: 1000 }],
    ['limit', listMessagesQueryParams, { limit: '2.5' }, { limit: '3' }],
    ['page', listPurchaseHistoryQueryParams, { page: '2.5' }, { page: '3' }],
    ['pageSize', listPointTransactionsQueryParams, { pageSize: '2.5' }, { pageSize: '3' }],
  ] as const)('refuses a fraction as %s, and accepts a whole number', (_name, schema, fraction, whole) => {
    expect(schema.safeParse(fraction).success).toBe(false);
    expect(schema.safeParse(whole).success).toBe(true);
  });

  it('applies to responses too: a wallet of 1197.5 points is not a wallet', () => {
    expect(getWallet200Response.shape.wallet.shape.points.safeParse(1197.5).success).toBe(false);
    const agent = getMyAgent200Response.shape.agent.shape.messagePrice;
    expect(agent.safeParse(10.5).success).toBe(false);
  });
});
