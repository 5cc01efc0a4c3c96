import { describe, expect, it } from 'vitest';
import { getMyAgentStatistics } from '@/api/generated/endpoints/statistics/statistics';
import { sendTip } from '@/api/generated/endpoints/chat/chat';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { idempotencyKey, rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

const earnedSince = (userId: string, from: string) =>
  getDb()
    .earnings.filter((e) => e.userId === userId && e.createdAt >= from)
    .reduce((sum, e) => sum + e.amountCents, 0);

describe('statistics', () => {
  it('adds up the seeded earnings for each period, and the daily series agrees', async () => {
    const creator = await signInAs(demoAccounts.creator);
    const all = await getMyAgentStatistics({ period: 'all' });
    expect(all.earnings.totalCents).toBe(earnedSince(creator.id, ''));
    expect(all.earnings.totalCents).toBeGreaterThan(10_000);
    expect(all.earnings.totalCents).toBe(all.earnings.directEngagementCents + all.earnings.fanReferralsCents + all.earnings.agentReferralCents);

    const month = await getMyAgentStatistics({ period: '30d' });
    expect(month.series).toHaveLength(30);
    expect(month.earnings.totalCents).toBe(earnedSince(creator.id, `${month.series[0]!.date}T00:00:00.000Z`));
    expect(month.series.reduce((s, p) => s + p.earningsCents, 0)).toBe(month.earnings.totalCents);
    expect(month.series.reduce((s, p) => s + p.messages, 0)).toBe(month.messages);
    expect((await getMyAgentStatistics()).period).toBe('30d');

    const quarter = await getMyAgentStatistics({ period: '90d' });
    expect(quarter.series).toHaveLength(90);
    expect(quarter.messages).toBeGreaterThan(month.messages);
    expect(quarter.pendingPayoutCents).toBe(getDb().payouts.filter((p) => p.status === 'REQUESTED').reduce((s, p) => s + p.amountCents, 0));
  });

  it("counts a fan's new tip in the creator's earnings and balance", async () => {
    await signInAs(demoAccounts.creator);
    const before = await getMyAgentStatistics({ period: '7d' });
    await signInAs(demoAccounts.fan);
    await sendTip('aoi_draws', { amountUsd: 10 }, idempotencyKey());
    await signInAs(demoAccounts.creator);
    const after = await getMyAgentStatistics({ period: '7d' });
    expect(after.tips).toBe(before.tips + 1);
    expect(after.earnings.directEngagementCents).toBe(before.earnings.directEngagementCents + 700);
    expect(after.availableBalanceCents).toBe(before.availableBalanceCents + 700);
  });

  it('is for agent owners only', async () => {
    await signInAs(demoAccounts.fan);
    const error = await rejectionOf(getMyAgentStatistics());
    expect([error.status, error.name]).toEqual([403, 'AgentRequired']);
  });
});
