import { http } from 'msw';
import type { DemoChatResponse } from '@/api/generated/model';
import { sendDemoMessageBody, sendDemoMessageParams } from '@/api/generated/zod/demo/demo.zod';
import { apiPath, json, route } from '../../http/route';
import { parseBody, validate } from '../../http/validate';
import { visibleAgent } from '../agents/rules';
import { demoReply } from './rules';

export const demoHandlers = [
  http.post(
    apiPath('/demo/:agentName/chats'),
    route(async ({ request, params }) => {
      const { agentName } = validate(sendDemoMessageParams, params);
      const body = await parseBody(request, sendDemoMessageBody);
      // Signed out: only published agents have a demo.
      const agent = visibleAgent(agentName, null);
      return json<DemoChatResponse>(demoReply(agent, body));
    }),
  ),
];
