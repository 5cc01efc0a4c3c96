import { sendDemoMessage } from '@/api/generated/endpoints/demo/demo';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'sendDemoMessage',
    run: async (ctx) => {
      ctx.signOut();
      return sendDemoMessage('mia_moves', { history: [{ sender: 'AGENT', text: 'Hey champ!' }], text: 'Leg day?' });
    },
  },
];
