import { getBankInfo, listPayouts, requestPayout, saveBankInfo } from '@/api/generated/endpoints/payouts/payouts';
import type { Scenario, ScenarioContext } from '../scenario';

const asCreator = (call: (ctx: ScenarioContext) => Promise<unknown>) => async (ctx: ScenarioContext) => {
  await ctx.signInAs('creator');
  return call(ctx);
};

export const scenarios: Scenario[] = [
  { operationId: 'getBankInfo', run: asCreator(() => getBankInfo()) },
  {
    operationId: 'saveBankInfo',
    run: asCreator(() => saveBankInfo({ fullName: 'Aoi Tanaka', bankAccount: '1234 5678 90', swiftCode: 'MHCBJPJT', address: 'Namba, Osaka' })),
  },
  { operationId: 'listPayouts', run: asCreator(() => listPayouts()) },
  { operationId: 'requestPayout', run: asCreator((ctx) => requestPayout({ amountCents: 1500 }, { 'Idempotency-Key': ctx.idempotencyKey() })) },
];
