import { newId } from '../../db/ids';
import type { AgentRow, ChannelRow, Database, MessageRow, UserRow } from '../../db/schema';
import { earningCentsFor } from './earnings';

// Writes a past conversation with the same bookkeeping the live rules do: free messages
// first, then the message price, tips and unlocks each with the creator's earning. (The
// fan's wallet history belongs to the wallet seed, which owns the balances.)
export type Turn =
  | { user: string; at: string }
  | { agent: string; at: string; offer?: string }
  | { tipUsd: number; note: string | null; at: string }
  | { unlock: string; at: string };

const earn = (db: Database, agent: AgentRow, fanId: string, kind: 'MESSAGE' | 'TIP' | 'UNLOCK', points: number, at: string): void => {
  if (!agent.ownerId) return;
  db.earnings.push({ id: newId('ern'), userId: agent.ownerId, agentId: agent.id, source: 'DIRECT', kind, fanId, amountCents: earningCentsFor(points), createdAt: at });
};

export const seedConversation = (db: Database, fan: UserRow, agent: AgentRow, startedAt: string, turns: Turn[], unreadCount = 0): ChannelRow => {
  const channel: ChannelRow = { id: newId('chn'), agentId: agent.id, userId: fan.id, freeMessagesLeft: agent.freeMessages, unreadCount, startedAt };
  db.channels.push(channel);
  const message = (fields: Partial<MessageRow> & Pick<MessageRow, 'sender' | 'kind' | 'text' | 'createdAt'>): void => {
    db.messages.push({ id: newId('msg'), channelId: channel.id, pointsCharged: 0, tipAmountUsd: null, mediaId: null, ...fields });
  };
  message({ sender: 'AGENT', kind: 'TEXT', text: agent.welcomeMessage, createdAt: startedAt });

  for (const turn of turns) {
    if ('user' in turn) {
      let points = 0;
      if (channel.freeMessagesLeft > 0) channel.freeMessagesLeft -= 1;
      else {
        points = agent.messagePrice;
        earn(db, agent, fan.id, 'MESSAGE', points, turn.at);
      }
      message({ sender: 'USER', kind: 'TEXT', text: turn.user, createdAt: turn.at, pointsCharged: points });
    } else if ('agent' in turn) {
      message({ sender: 'AGENT', kind: turn.offer ? 'CONTENT' : 'TEXT', text: turn.agent, createdAt: turn.at, mediaId: turn.offer ?? null });
    } else if ('tipUsd' in turn) {
      const points = turn.tipUsd * 100;
      db.tips.push({ id: newId('tip'), userId: fan.id, agentId: agent.id, amountUsd: turn.tipUsd, points, note: turn.note, createdAt: turn.at });
      earn(db, agent, fan.id, 'TIP', points, turn.at);
      message({ sender: 'USER', kind: 'TIP', text: turn.note ?? '', createdAt: turn.at, pointsCharged: points, tipAmountUsd: turn.tipUsd });
    } else {
      const media = db.media.find((m) => m.id === turn.unlock);
      if (!media) continue;
      db.unlocks.push({ userId: fan.id, mediaId: media.id, points: media.priceInPoints, createdAt: turn.at });
      earn(db, agent, fan.id, 'UNLOCK', media.priceInPoints, turn.at);
    }
  }
  return channel;
};
