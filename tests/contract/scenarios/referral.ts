import {
  createShareLink,
  deleteShareLink,
  getPrimaryShareLink,
  getReferralStatistics,
  listShareLinks,
  resolveReferralLink,
} from '@/api/generated/endpoints/referral/referral';
import type { Scenario, ScenarioContext } from '../scenario';

const asCreator = (call: () => Promise<unknown>) => async (ctx: ScenarioContext) => {
  await ctx.signInAs('creator');
  return call();
};

export const scenarios: Scenario[] = [
  { operationId: 'getReferralStatistics', run: asCreator(() => getReferralStatistics()) },
  { operationId: 'listShareLinks', run: asCreator(() => listShareLinks()) },
  { operationId: 'createShareLink', run: asCreator(() => createShareLink({ label: 'Pixiv profile', agentName: 'aoi_draws' })) },
  { operationId: 'getPrimaryShareLink', run: asCreator(() => getPrimaryShareLink()) },
  { operationId: 'deleteShareLink', run: asCreator(() => deleteShareLink('shl_aoi_x')) },
  {
    operationId: 'resolveReferralLink',
    run: (ctx) => {
      ctx.signOut();
      return resolveReferralLink('aoi2026-insta');
    },
  },
];
