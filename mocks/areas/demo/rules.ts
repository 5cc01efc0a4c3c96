import type { DemoChatResponse, PreviewChatRequest } from '@/api/generated/model';
import type { AgentRow } from '../../db/schema';
import { MockApiError } from '../../http/errors';
import { toAgentPublic } from '../agents/rules';
import { personaReply } from '../chat/persona-reply';

/**
 * How many messages a signed-out visitor may send. The demo is stateless on the server,
 * so the count comes from the history the client sends back (a visitor could lie, and
 * that is fine: the demo costs nothing).
 */
export const demoMessageLimit = 5;

export const demoReply = (agent: AgentRow, request: PreviewChatRequest): DemoChatResponse => {
  const sent = request.history.filter((turn) => turn.sender === 'USER').length;
  if (sent >= demoMessageLimit) {
    throw new MockApiError(429, 'DemoLimitReached', 'The demo is over. Sign up to keep chatting.');
  }
  return {
    agent: toAgentPublic(agent),
    reply: personaReply(agent, request.text, sent),
    messagesLeft: demoMessageLimit - sent - 1,
  };
};
