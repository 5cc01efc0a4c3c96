import {
  deleteMyAgentMedia,
  getMyAgent,
  getMyAgentIds,
  listMyAgentMedia,
  publishMyAgent,
  reorderMyAgentMedia,
  sendTestChatMessage,
  updateMyAgentMedia,
  updateMyAgentSettings,
  uploadMyAgentMedia,
  uploadMyAgentProfileImage,
} from '@/api/generated/endpoints/my-agent/my-agent';
import { nodeFile, withNodeFormData } from '@mocks/testing/scenario-kit';
import type { Scenario, ScenarioContext } from '../scenario';

const asCreator = (call: () => Promise<unknown>) => async (ctx: ScenarioContext) => {
  await ctx.signInAs('creator');
  return call();
};

export const scenarios: Scenario[] = [
  { operationId: 'getMyAgentIds', run: asCreator(() => getMyAgentIds()) },
  { operationId: 'getMyAgent', run: asCreator(() => getMyAgent()) },
  { operationId: 'updateMyAgentSettings', run: asCreator(() => updateMyAgentSettings({ bio: 'Drawing cats since 2010.', freeMessages: 5 })) },
  {
    operationId: 'uploadMyAgentProfileImage',
    run: asCreator(() => withNodeFormData(() => uploadMyAgentProfileImage({ file: nodeFile(512, 'aoi.png', 'image/png') }))),
  },
  { operationId: 'listMyAgentMedia', run: asCreator(() => listMyAgentMedia()) },
  {
    operationId: 'uploadMyAgentMedia',
    run: asCreator(() =>
      withNodeFormData(() => uploadMyAgentMedia({ file: nodeFile(4096, 'sketch.gif', 'image/gif'), title: 'Sketch', locked: 'true', priceInPoints: '90' })),
    ),
  },
  { operationId: 'updateMyAgentMedia', run: asCreator(() => updateMyAgentMedia('med_aoi_draws_1', { title: 'Mochi, asleep again', locked: true, priceInPoints: 50 })) },
  {
    operationId: 'reorderMyAgentMedia',
    run: asCreator(async () => {
      const { items } = await listMyAgentMedia();
      return reorderMyAgentMedia({ mediaIds: items.map((m) => m.id).reverse() });
    }),
  },
  { operationId: 'deleteMyAgentMedia', run: asCreator(() => deleteMyAgentMedia('med_aoi_draws_2')) },
  { operationId: 'publishMyAgent', run: asCreator(() => publishMyAgent()) },
  { operationId: 'sendTestChatMessage', run: asCreator(() => sendTestChatMessage({ history: [], text: 'Introduce yourself!' })) },
];
