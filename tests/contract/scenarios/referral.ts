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
    run: async (ctx) => {
      // A link of its own, so the visit it counts leaves the seeded figures alone.
      await ctx.signInAs('newbie');
      const { shareLink } = await createShareLink({ label: 'Contract check' });
      ctx.signOut();
      return resolveReferralLink(shareLink.code);
    },
  },
];
