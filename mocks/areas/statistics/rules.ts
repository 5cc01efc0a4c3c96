import type { StatisticsPeriod, StatisticsPoint, StatisticsResponse, TopFan } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { dayOf, now } from '../../db/clock';
import type { AgentRow, ChannelRow, EarningRow, MessageRow } from '../../db/schema';
import { availableBalanceCents, pendingPayoutCents } from '../payouts/rules';

// A creator's figures for a period, all derived from stored rows so they always agree with
// the rest of the mock: earnings from EarningRows (by source), messages from the fans' own
// messages in the agent's channels, fans from channels started (new fans), tips and
// unlocks from their tables. A period of N days is today and the N − 1 days before (UTC);
// `all` starts on the agent's first day.
const periodDays: Record<Exclude<StatisticsPeriod, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
const dayMs = 86_400_000;

export const periodStart = (period: StatisticsPeriod, agent: AgentRow, today: Date): string => {
  const todayStart = Date.parse(`${dayOf(today)}T00:00:00.000Z`);
  if (period === 'all') {
    const firstEarning = getDb()
      .earnings.filter((e) => e.userId === agent.ownerId)
      .reduce((min, e) => (e.createdAt < min ? e.createdAt : min), agent.createdAt);
    return `${dayOf(new Date(firstEarning))}T00:00:00.000Z`;
  }
  return new Date(todayStart - (periodDays[period] - 1) * dayMs).toISOString();
};

const topFanCount = 10;

/** The fans whose spending earned the creator most in the period, each traced to their conversation. */
const topFansOf = (earnings: EarningRow[], channels: ChannelRow[], messages: MessageRow[]): TopFan[] => {
  const db = getDb();
  const byFan = new Map<string, TopFan>();
  for (const e of earnings) {
    if (e.source !== 'DIRECT' || !e.fanId) continue;
    const channel = channels.find((c) => c.userId === e.fanId);
    const fan = db.users.find((u) => u.id === e.fanId);
    if (!channel || !fan) continue;
    const row = byFan.get(fan.id) ?? {
      nickname: fan.nickname,
      avatarUrl: fan.avatarUrl,
      earningsCents: 0,
      messageEarningsCents: 0,
      tipEarningsCents: 0,
      unlockEarningsCents: 0,
      messages: messages.filter((m) => m.channelId === channel.id).length,
      conversationStartedAt: channel.startedAt,
    };
    row.earningsCents += e.amountCents;
    if (e.kind === 'MESSAGE') row.messageEarningsCents += e.amountCents;
    if (e.kind === 'TIP') row.tipEarningsCents += e.amountCents;
    if (e.kind === 'UNLOCK') row.unlockEarningsCents += e.amountCents;
    byFan.set(fan.id, row);
  }
  return [...byFan.values()].sort((a, b) => b.earningsCents - a.earningsCents).slice(0, topFanCount);
};

export const statisticsFor = (agent: AgentRow, period: StatisticsPeriod): StatisticsResponse => {
  const db = getDb();
  const ownerId = agent.ownerId ?? '';
  const today = now();
  const from = periodStart(period, agent, today);
  const inPeriod = (at: string): boolean => at >= from;

  const earnings = db.earnings.filter((e) => e.userId === ownerId && inPeriod(e.createdAt));
  const sum = (source: string): number => earnings.filter((e) => e.source === source).reduce((s, e) => s + e.amountCents, 0);
  const channels = db.channels.filter((c) => c.agentId === agent.id);
  const channelIds = new Set(channels.map((c) => c.id));
  const messages = db.messages.filter((m) => channelIds.has(m.channelId) && m.sender === 'USER' && m.kind === 'TEXT' && inPeriod(m.createdAt));
  const newFans = channels.filter((c) => c.userId !== ownerId && inPeriod(c.startedAt));
  const mediaIds = new Set(db.media.filter((m) => m.agentId === agent.id).map((m) => m.id));

  const series = new Map<string, StatisticsPoint>();
  for (let t = Date.parse(from); t <= today.getTime(); t += dayMs) {
    const date = dayOf(new Date(t));
    series.set(date, { date, earningsCents: 0, messages: 0, newFans: 0 });
  }
  const point = (at: string): StatisticsPoint | undefined => series.get(at.slice(0, 10));
  for (const e of earnings) {
    const p = point(e.createdAt);
    if (p) p.earningsCents += e.amountCents;
  }
  for (const m of messages) {
    const p = point(m.createdAt);
    if (p) p.messages += 1;
  }
  for (const c of newFans) {
    const p = point(c.startedAt);
    if (p) p.newFans += 1;
  }

  const direct = sum('DIRECT');
  const fanReferrals = sum('FAN_REFERRAL');
  const agentReferral = sum('AGENT_REFERRAL');
  return {
    period,
    earnings: { directEngagementCents: direct, fanReferralsCents: fanReferrals, agentReferralCents: agentReferral, totalCents: direct + fanReferrals + agentReferral },
    fans: newFans.length,
    messages: messages.length,
    tips: db.tips.filter((t) => t.agentId === agent.id && inPeriod(t.createdAt)).length,
    unlocks: db.unlocks.filter((u) => mediaIds.has(u.mediaId) && inPeriod(u.createdAt)).length,
    subscribers: new Set(
      db.subscriptions.filter((sub) => sub.currentPeriodEnd > today.toISOString() && channels.some((c) => c.userId === sub.userId && c.userId !== ownerId)).map((sub) => sub.userId),
    ).size,
    availableBalanceCents: availableBalanceCents(ownerId),
    pendingPayoutCents: pendingPayoutCents(ownerId),
    series: [...series.values()],
    topFans: topFansOf(earnings, channels, messages),
  };
};
