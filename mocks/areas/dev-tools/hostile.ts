import { compositePayload, hostileCorpus, longLine } from '../../../tests/fixtures/hostile-corpus';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { MessageRow } from '../../db/schema';
import { getDb, saveDb } from '../../db/store';
import { fail } from '../../http/errors';
import { openChannel } from '../chat/channels';

// Mock tools only (`POST /__mock/hostile`): rewrites the seeded records with hostile text
// (tests/fixtures/hostile-corpus.ts), so that the app's real rendering paths show it. A place
// that holds one value (a name, a bio, a welcome message) gets every markup and bidi payload
// in one string plus the 10,000-character line; a place that holds a list (messages, media,
// share links, must-know facts) gets one corpus entry per item.

/** Every markup and bidi payload, then the unbroken 10,000-character line. */
export const hostileValue = `${compositePayload} ${longLine}`;

/** Short places (names) get the payloads without the long line, then a 60-character word. */
export const hostileName = `${compositePayload} ${'N'.repeat(60)}`;

const entry = (i: number): string => hostileCorpus[i % hostileCorpus.length] ?? hostileValue;

export interface HostileSummary {
  users: number;
  agents: number;
  messages: number;
  media: number;
  shareLinks: number;
  mustKnowItems: number;
  corpus: number;
}

export const applyHostileText = (options: { email?: string; agentName?: string } = {}): HostileSummary => {
  const db = getDb();
  for (const user of db.users) {
    user.nickname = hostileName;
    user.username = hostileName;
    user.fullName = hostileValue;
    user.location = hostileValue;
    user.address = hostileValue;
  }
  for (const agent of db.agents) {
    agent.displayName = hostileName;
    agent.bio = hostileValue;
    agent.welcomeMessage = hostileValue;
    agent.tags = agent.tags.map((_, i) => entry(i));
    const { settings } = agent;
    settings.basicInformation = { ...settings.basicInformation, displayName: hostileName, bio: hostileValue };
    settings.welcomeMessage = { text: hostileValue };
    // At most ten items each (the contract's maxItems): the composite, the long line, corpus entries.
    settings.mustKnowInfo = { items: [hostileValue, longLine, ...hostileCorpus.slice(0, 8)] };
    settings.prohibitedTopics = { items: [hostileValue, ...hostileCorpus.slice(8, 17)] };
  }
  // Every stored message gets a corpus entry; the newest of each channel gets the composite,
  // so chat previews show it.
  const newest = new Map<string, MessageRow>();
  db.messages.forEach((message, i) => {
    message.text = entry(i);
    const seen = newest.get(message.channelId);
    if (!seen || seen.createdAt <= message.createdAt) newest.set(message.channelId, message);
  });
  // One conversation holds the whole corpus, one message per entry, ending with the composite.
  const user = db.users.find((u) => u.email === (options.email ?? 'fan@kizuna.example'));
  const agent = db.agents.find((a) => a.name === (options.agentName ?? 'aoi_draws'));
  if (!user || !agent) throw fail.notFound('No such user or agent.');
  const { channel } = openChannel(user.id, agent);
  const end = Date.parse(nowIso());
  const texts = [...hostileCorpus, hostileValue];
  texts.forEach((text, i) => {
    db.messages.push({
      id: newId('msg'),
      channelId: channel.id,
      sender: i % 2 === 0 ? 'USER' : 'AGENT',
      kind: 'TEXT',
      text,
      createdAt: new Date(end - (texts.length - i) * 1_000).toISOString(),
      pointsCharged: 0,
      tipAmountUsd: null,
      mediaId: null,
    });
  });
  for (const message of newest.values()) if (message.channelId !== channel.id) message.text = hostileValue;
  db.media.forEach((media, i) => {
    media.title = i === 0 ? hostileValue : entry(i);
  });
  // Each user's first link gets the composite and the long line (so the fan's and the creator's
  // lists, dialogs and toasts meet it), the others one corpus entry each.
  const labelled = new Set<string>();
  db.shareLinks.forEach((link, i) => {
    link.label = labelled.has(link.userId) ? entry(i) : hostileValue;
    labelled.add(link.userId);
  });
  db.tips.forEach((tip) => {
    tip.note = hostileValue;
  });
  db.paymentMethods.forEach((card) => {
    card.holderName = hostileName;
  });
  db.bankInfos.forEach((bank) => {
    bank.fullName = hostileValue;
    bank.address = hostileValue;
  });
  saveDb();
  return {
    users: db.users.length,
    agents: db.agents.length,
    messages: db.messages.length,
    media: db.media.length,
    shareLinks: db.shareLinks.length,
    mustKnowItems: 10,
    corpus: hostileCorpus.length,
  };
};
