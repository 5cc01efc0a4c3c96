import type {
  AgentReplyDeltaEvent,
  AgentReplyDoneEvent,
  AgentTypingEvent,
  MessageCreatedEvent,
  UpdateWalletEvent,
} from './generated/model';

// The contract's x-realtime-events (openapi/openapi.yaml): one socket event per user,
// `user-connected:{userId}`, whose first argument names the message and whose second is its
// payload. Shared by the app's socket client and the mock backend's socket servers.
export interface RealtimeMessages {
  updateWallet: UpdateWalletEvent;
  messageCreated: MessageCreatedEvent;
  agentTyping: AgentTypingEvent;
  agentReplyDelta: AgentReplyDeltaEvent;
  agentReplyDone: AgentReplyDoneEvent;
}

export type RealtimeMessageName = keyof RealtimeMessages;

export const userEventName = (userId: string): string => `user-connected:${userId}`;
