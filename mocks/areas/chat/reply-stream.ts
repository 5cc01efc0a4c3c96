import { mockConfig } from '../../config';
import { getDb, saveDbSoon } from '../../db/store';
import { newId } from '../../db/ids';
import { nowIso } from '../../db/clock';
import type { AgentRow, MessageRow } from '../../db/schema';
import { pushToUser } from '../../realtime/hub';
import { storeMessage, toMessage } from './channels';
import { albumOf, hasUnlocked } from './content';
import { personaReply, replyChunks } from './persona-reply';

// The agent's answer travels over the socket the way the real backend streams it:
// `agentTyping`, `agentReplyDelta` chunks `replyChunkDelayMs` apart, then `agentReplyDone`
// with the stored message. Every fifth reply also offers one of the agent's locked media
// as a CONTENT message, which is how fans discover the album.
const contentOfferEvery = 5;

const offers = {
  en: 'I have something special I only show my favourite people… want to see?',
  ja: 'とっておきの一枚があるんだけど…見たい？',
};

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the message being answered still exists (a restart or a reset may remove it). */
const stillThere = (message: MessageRow): boolean => getDb().messages.some((m) => m.id === message.id);

const offerContent = (agent: AgentRow, userId: string, channelId: string, turn: number): MessageRow | null => {
  if (turn % contentOfferEvery !== contentOfferEvery - 1) return null;
  const lockedForFan = albumOf(agent.id).filter((m) => m.locked && !hasUnlocked(userId, m.id));
  const media = lockedForFan[Math.floor(turn / contentOfferEvery) % Math.max(1, lockedForFan.length)];
  if (!media) return null;
  return storeMessage({ channelId, sender: 'AGENT', kind: 'CONTENT', text: offers[agent.language], mediaId: media.id });
};

export const streamAgentReply = async (agent: AgentRow, userId: string, answered: MessageRow, replyText?: string): Promise<void> => {
  const delay = mockConfig.replyChunkDelayMs;
  const channelId = answered.channelId;
  const turn = getDb().messages.filter((m) => m.channelId === channelId && m.sender === 'AGENT' && m.kind === 'TEXT').length - 1;
  const reply = replyText ?? personaReply(agent, answered.text, Math.max(0, turn));
  const replyId = newId('msg');

  const chunks = replyChunks(reply, agent.language);
  // Stored now, readable when the stream would end: a fan who reloads or loses the socket
  // mid-reply finds it in the history (the in-page mock's timers die with the page).
  const doneAt = new Date(Date.parse(nowIso()) + delay * (chunks.length + 2)).toISOString();
  const stored = storeMessage({ id: replyId, channelId, sender: 'AGENT', kind: 'TEXT', text: reply, createdAt: doneAt, visibleFrom: doneAt });
  // Saved on idle (a reload saves it at once): the fan's own send has just saved.
  saveDbSoon();

  await wait(delay);
  if (!stillThere(answered)) return;
  pushToUser(userId, 'agentTyping', { agentName: agent.name, replyTo: answered.id });

  for (const [index, delta] of chunks.entries()) {
    await wait(delay);
    if (!stillThere(answered)) return;
    pushToUser(userId, 'agentReplyDelta', { agentName: agent.name, replyId, index, delta });
  }

  await wait(delay);
  if (!stillThere(answered)) return;
  stored.createdAt = nowIso();
  delete stored.visibleFrom;
  const channel = getDb().channels.find((c) => c.id === channelId);
  if (channel) channel.unreadCount += 1;
  const offer = offerContent(agent, userId, channelId, Math.max(0, turn));
  if (offer && channel) channel.unreadCount += 1;
  // On idle, not in the frame that shows the finished reply.
  saveDbSoon();
  pushToUser(userId, 'agentReplyDone', { agentName: agent.name, message: toMessage(stored, userId) });
  if (offer) pushToUser(userId, 'messageCreated', { agentName: agent.name, message: toMessage(offer, userId) });
};

/** Starts the reply without holding up the HTTP answer; a failure is only logged. */
export const scheduleAgentReply = (agent: AgentRow, userId: string, answered: MessageRow, replyText?: string): void => {
  void streamAgentReply(agent, userId, answered, replyText).catch((error: unknown) => console.error('[mocks] agent reply failed', error));
};
