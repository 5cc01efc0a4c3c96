import { describe, expect, it } from 'vitest';
import { createShareLink, deleteShareLink, getPrimaryShareLink, getReferralStatistics, listShareLinks } from '@/api/generated/endpoints/referral/referral';
import { demoAccounts } from '../../db/seed-accounts';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

describe('referral', () => {
  it('sums the seeded referrals', async () => {
    await signInAs(demoAccounts.creator);
    const stats = await getReferralStatistics();
    expect(stats).toMatchObject({ referralCode: 'AOI2026', fanReferrals: 3, creatorReferrals: 1, clicks: 241 + 118 + 64, signups: 15 });
    expect(stats.earnedCents).toBe(stats.referrals.reduce((s, r) => s + r.earnedCents, 0));
  });

  it('creates links on the app origin, refuses duplicates and unknown agents, and deletes', async () => {
    await signInAs(demoAccounts.newbie);
    expect((await rejectionOf(getPrimaryShareLink())).name).toBe('NoShareLink');
    const { shareLink } = await createShareLink({ label: 'TikTok', agentName: 'aoi_draws' });
    expect(shareLink.url).toBe(`${location.origin}/r/${shareLink.code}`);
    expect((await getPrimaryShareLink()).shareLink.id).toBe(shareLink.id);
    expect((await rejectionOf(createShareLink({ label: 'tiktok', agentName: 'aoi_draws' }))).name).toBe('AlreadyAdded');
    expect((await rejectionOf(createShareLink({ label: 'TikTok', agentName: 'no_such_agent' }))).status).toBe(404);
    await deleteShareLink(shareLink.id);
    expect((await listShareLinks()).items).toEqual([]);
  });
});
