import type { Channel, Message } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { AgentRow, ChannelRow, MessageRow } from '../../db/schema';
import { toLockedContent } from './content';

// Channels (one per fan and agent) and their messages. A channel always starts with the
// agent's welcome message, both when it is first opened and after a restart.
type NewMessage = Pick<MessageRow, 'channelId' | 'sender' | 'kind' | 'text'> & Partial<MessageRow>;

export const storeMessage = (fields: NewMessage): MessageRow => {
  const row: MessageRow = {
    id: newId('msg'),
    createdAt: nowIso(),
    pointsCharged: 0,
    tipAmountUsd: null,
    mediaId: null,
    ...fields,
  };
  getDb().messages.push(row);
  return row;
};

export const welcome = (channel: ChannelRow, agent: AgentRow): MessageRow =>
  storeMessage({ channelId: channel.id, sender: 'AGENT', kind: 'TEXT', text: agent.welcomeMessage });

export const findChannel = (userId: string, agentId: string): ChannelRow | undefined =>
  getDb().channels.find((c) => c.userId === userId && c.agentId === agentId);

/** The user's channel with the agent, created (with its welcome message) on first use. */
export const openChannel = (userId: string, agent: AgentRow): { channel: ChannelRow; created: boolean } => {
  const existing = findChannel(userId, agent.id);
  if (existing) return { channel: existing, created: false };
  const channel: ChannelRow = {
    id: newId('chn'),
    agentId: agent.id,
    userId,
    freeMessagesLeft: agent.freeMessages,
    unreadCount: 0,
    startedAt: nowIso(),
  };
  getDb().channels.push(channel);
  welcome(channel, agent);
  return { channel, created: true };
};

/** Whether a stored message can be read yet (a reply still streaming cannot). */
const isVisible = (m: MessageRow, now: string): boolean => !m.visibleFrom || m.visibleFrom <= now;

/** The channel's messages, oldest first (insertion order breaks ties of equal times). */
export const messagesOf = (channelId: string): MessageRow[] => {
  const now = nowIso();
  return getDb()
    .messages.map((m, index) => ({ m, index }))
    .filter(({ m }) => m.channelId === channelId && isVisible(m, now))
    // ISO times order as plain strings; localeCompare would cost the benchmark's 10,000-message
    // conversation tens of milliseconds per page, on the page's own thread.
    .sort((a, b) => (a.m.createdAt < b.m.createdAt ? -1 : a.m.createdAt > b.m.createdAt ? 1 : a.index - b.index))
    .map(({ m }) => m);
};

/** The newest message (the later stored one on equal times), in one pass: the chat list asks for it per channel. */
export const lastMessageOf = (channelId: string): MessageRow | null => {
  let last: MessageRow | null = null;
  const now = nowIso();
  for (const m of getDb().messages) if (m.channelId === channelId && isVisible(m, now) && (!last || m.createdAt >= last.createdAt)) last = m;
  return last;
};

export const toMessage = (row: MessageRow, viewerId: string): Message => {
  const media = row.mediaId ? getDb().media.find((m) => m.id === row.mediaId) : undefined;
  return {
    id: row.id,
    channelId: row.channelId,
    sender: row.sender,
    kind: row.kind,
    text: row.text,
    createdAt: row.createdAt,
    pointsCharged: row.pointsCharged,
    tipAmountUsd: row.tipAmountUsd,
    content: media ? toLockedContent(media, viewerId) : null,
  };
};

/**
 * The welcome offer (docs/decisions/chat-countdown.md): a conversation's free messages last
 * this long after it starts or restarts.
 */
export const freeMessageWindowMs = 24 * 60 * 60_000;

/** When the channel's free messages expire; null when the agent gives none. */
export const freeMessagesExpireAt = (channel: ChannelRow): string | null => {
  const agent = getDb().agents.find((a) => a.id === channel.agentId);
  if (!agent || agent.freeMessages === 0) return null;
  return new Date(Date.parse(channel.startedAt) + freeMessageWindowMs).toISOString();
};

/** Free messages the fan can still use now: none once the offer has expired. */
export const usableFreeMessages = (channel: ChannelRow): number => {
  const expireAt = freeMessagesExpireAt(channel);
  if (!expireAt || Date.parse(expireAt) <= Date.parse(nowIso())) return 0;
  return channel.freeMessagesLeft;
};

export const toChannel = (channel: ChannelRow): Channel => {
  const last = lastMessageOf(channel.id);
  return {
    id: channel.id,
    agentId: channel.agentId,
    userId: channel.userId,
    freeMessagesLeft: usableFreeMessages(channel),
    freeMessagesExpireAt: freeMessagesExpireAt(channel),
    unreadCount: channel.unreadCount,
    lastMessage: last ? toMessage(last, channel.userId) : null,
    startedAt: channel.startedAt,
  };
};

/** Clears the history, recharges the free messages and greets again. */
export const restartChannel = (channel: ChannelRow, agent: AgentRow): MessageRow => {
  const db = getDb();
  db.messages = db.messages.filter((m) => m.channelId !== channel.id);
  channel.freeMessagesLeft = agent.freeMessages;
  channel.unreadCount = 0;
  // A restart starts a new welcome offer: its free-message window begins again.
  channel.startedAt = nowIso();
  return welcome(channel, agent);
};
