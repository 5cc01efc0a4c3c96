import { getDb, saveDb, saveDbSoon } from '../../db/store';
import { fail } from '../../http/errors';
import { newId } from '../../db/ids';
import { nowIso } from '../../db/clock';
import type { MessageRow } from '../../db/schema';
import { pushToUser } from '../../realtime/hub';
import { openChannel, storeMessage, toMessage } from './channels';

// Mock tools only (`POST /__mock/long-chat`): fills one conversation with a very long
// history, for the chat benchmark (`npm run bench:chat`) and for trying the list by hand.
export const longChatMaxMessages = 20_000;

const lines = [
  'How was your day?',
  'I drew a dragon on the train this morning 🐉',
  'Tell me more!\nI want every detail.',
  'The rain makes the city glow at night ☔ https://kizuna.example/gallery',
  'Haha, Mochi knocked my brushes off the desk again 🐱',
  'What colours would you pick for a winter sky?',
];

export const seedLongChat = (email: string, agentName: string, count: number): { channelId: string; messages: number } => {
  const db = getDb();
  const user = db.users.find((u) => u.email === email);
  const agent = db.agents.find((a) => a.name === agentName);
  if (!user || !agent) throw fail.notFound('No such user or agent.');
  const total = Math.max(1, Math.min(longChatMaxMessages, Math.trunc(count)));
  const { channel } = openChannel(user.id, agent);
  db.messages = db.messages.filter((m) => m.channelId !== channel.id);
  // One message a minute, ending now, alternating fan and agent.
  const end = Date.parse(nowIso());
  const rows: MessageRow[] = Array.from({ length: total }, (_, i) => ({
    id: newId('msg'),
    channelId: channel.id,
    sender: i % 2 === 0 ? 'USER' : 'AGENT',
    kind: 'TEXT',
    text: `${lines[i % lines.length]} (#${i + 1})`,
    createdAt: new Date(end - (total - i) * 60_000).toISOString(),
    pointsCharged: 0,
    tipAmountUsd: null,
    mediaId: null,
  }));
  db.messages.push(...rows);
  channel.unreadCount = 0;
  saveDb();
  return { channelId: channel.id, messages: total };
};

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mock tools only: the agent streams a reply made of `deltas` (one socket event each,
 * `delayMs` apart), through the same socket events as a real reply, then stores it.
 */
export const streamReply = (email: string, agentName: string, deltas: readonly string[], delayMs: number): { replyId: string } => {
  const db = getDb();
  const user = db.users.find((u) => u.email === email);
  const agent = db.agents.find((a) => a.name === agentName);
  if (!user || !agent) throw fail.notFound('No such user or agent.');
  const { channel } = openChannel(user.id, agent);
  const replyId = newId('msg');
  void (async () => {
    pushToUser(user.id, 'agentTyping', { agentName: agent.name, replyTo: replyId });
    for (const [index, delta] of deltas.entries()) {
      await wait(delayMs);
      pushToUser(user.id, 'agentReplyDelta', { agentName: agent.name, replyId, index, delta });
    }
    const stored = storeMessage({ id: replyId, channelId: channel.id, sender: 'AGENT', kind: 'TEXT', text: deltas.join('').slice(0, 4000) });
    saveDbSoon();
    pushToUser(user.id, 'agentReplyDone', { agentName: agent.name, message: toMessage(stored, user.id) });
  })();
  return { replyId };
};

/**
 * Mock tools only (`POST /__mock/long-reply`): the agent streams a reply of `tokens` chunks
 * (one word each) `delayMs` apart; for the chat benchmark's "pinned while streaming" measure.
 */
export const streamLongReply = (email: string, agentName: string, tokens: number, delayMs: number): { replyId: string } => {
  const count = Math.max(1, Math.min(10_000, Math.trunc(tokens)));
  const words = Array.from({ length: count }, (_, i) => `${lines[i % lines.length]!.split(' ')[i % 3] ?? 'word'}${i % 12 === 11 ? '\n' : ' '}`);
  return streamReply(email, agentName, words, delayMs);
};
