import type { LockedContent, SendMessageResponse, SendTipResponse, UnlockContentResponse, Wallet } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { AgentRow, ChannelRow, UserRow } from '../../db/schema';
import { fail } from '../../http/errors';
import { pushToUser } from '../../realtime/hub';
import { chargePoints, toWallet, walletRowOf } from '../wallet/rules';
import { storeMessage, toChannel, toMessage, usableFreeMessages } from './channels';
import { toLockedContent } from './content';
import { recordDirectEarning } from './earnings';
import { scheduleAgentReply } from './reply-stream';

// The chat's money rules. Each function charges first (chargePoints throws
// InsufficientPoints before anything is stored), then writes, so a refused call leaves no
// trace.
export const pointsPerUsd = 100;

export const sendChatMessage = (user: UserRow, agent: AgentRow, channel: ChannelRow, text: string): SendMessageResponse => {
  let pointsCharged = 0;
  let wallet: Wallet;
  if (usableFreeMessages(channel) > 0) {
    channel.freeMessagesLeft -= 1;
    wallet = toWallet(walletRowOf(user.id));
  } else {
    wallet = chargePoints(user.id, agent.messagePrice, { type: 'CHAT', description: `Message to ${agent.displayName}`, agentName: agent.name });
    pointsCharged = agent.messagePrice;
    recordDirectEarning(agent, user.id, 'MESSAGE', pointsCharged);
  }
  const stored = storeMessage({ channelId: channel.id, sender: 'USER', kind: 'TEXT', text, pointsCharged });
  const message = toMessage(stored, user.id);
  pushToUser(user.id, 'messageCreated', { agentName: agent.name, message });
  scheduleAgentReply(agent, user.id, stored);
  return { message, wallet, channel: toChannel(channel) };
};

const thanks = {
  en: (usd: number) => `Wait, a $${usd} tip?! Thank you so much, that really made my day!`,
  ja: (usd: number) => `え、${usd}ドルもチップを！？本当にありがとう、すごくうれしい！`,
};

export const sendTipTo = (user: UserRow, agent: AgentRow, channel: ChannelRow, amountUsd: number, note: string | undefined): SendTipResponse => {
  const points = amountUsd * pointsPerUsd;
  const wallet = chargePoints(user.id, points, { type: 'TIP', description: `$${amountUsd} tip to ${agent.displayName}`, agentName: agent.name });
  const tip = { id: newId('tip'), userId: user.id, agentId: agent.id, amountUsd, points, note: note?.trim() || null, createdAt: nowIso() };
  getDb().tips.push(tip);
  recordDirectEarning(agent, user.id, 'TIP', points, tip.createdAt);
  const stored = storeMessage({
    channelId: channel.id,
    sender: 'USER',
    kind: 'TIP',
    text: tip.note ?? '',
    pointsCharged: points,
    tipAmountUsd: amountUsd,
  });
  const message = toMessage(stored, user.id);
  pushToUser(user.id, 'messageCreated', { agentName: agent.name, message });
  scheduleAgentReply(agent, user.id, stored, thanks[agent.language](amountUsd));
  const { userId: _userId, ...publicTip } = tip;
  return { tip: publicTip, message, wallet };
};

/** Unlocks one of the agent's media; unlocking it again returns it and charges nothing. */
export const unlockFor = (user: UserRow, agent: AgentRow, contentId: string): UnlockContentResponse => {
  const db = getDb();
  const media = db.media.find((m) => m.id === contentId && m.agentId === agent.id);
  if (!media) throw fail.notFound('No such content.');
  const current: LockedContent = toLockedContent(media, user.id);
  if (current.unlocked) return { content: current, wallet: toWallet(walletRowOf(user.id)) };

  const wallet = chargePoints(user.id, media.priceInPoints, { type: 'UNLOCK', description: `Unlocked "${media.title}"`, agentName: agent.name });
  const createdAt = nowIso();
  db.unlocks.push({ userId: user.id, mediaId: media.id, points: media.priceInPoints, createdAt });
  recordDirectEarning(agent, user.id, 'UNLOCK', media.priceInPoints, createdAt);
  return { content: toLockedContent(media, user.id), wallet };
};
