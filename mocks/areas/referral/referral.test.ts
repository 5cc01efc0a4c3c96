import { describe, expect, it } from 'vitest';
import { signupWithEmail } from '@/api/generated/endpoints/auth/auth';
import {
  createShareLink,
  deleteShareLink,
  getPrimaryShareLink,
  getReferralStatistics,
  listShareLinks,
  resolveReferralLink,
} from '@/api/generated/endpoints/referral/referral';
import { sendVerificationCode, verifyVerificationCode } from '@/api/generated/endpoints/verification/verification';
import { clearAccessToken } from '@/lib/token-storage';
import { demoAccounts } from '../../db/seed-accounts';
import { lastMailTo, rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';
import { getApiBaseUrl } from '@/api/api-base-url';

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
    // The app that asked: the origin the client sent the request from.
    expect(shareLink.url).toBe(`${new URL(getApiBaseUrl()).origin}/r/${shareLink.code}`);
    expect((await getPrimaryShareLink()).shareLink.id).toBe(shareLink.id);
    expect((await rejectionOf(createShareLink({ label: 'tiktok', agentName: 'aoi_draws' }))).name).toBe('AlreadyAdded');
    expect((await rejectionOf(createShareLink({ label: 'TikTok', agentName: 'no_such_agent' }))).status).toBe(404);
    await deleteShareLink(shareLink.id);
    expect((await listShareLinks()).items).toEqual([]);
  });

  it('resolves a link for a visitor, counting the visit, and counts the sign-up it brings', async () => {
    clearAccessToken();
    expect((await resolveReferralLink('AOI2026-INSTA')).referralLink).toEqual({ code: 'aoi2026-insta', agentName: 'aoi_draws', referrerNickname: 'Aoi' });
    expect((await rejectionOf(resolveReferralLink('nope-nope'))).status).toBe(404);
    const email = 'rin@kizuna.example';
    const { verificationId } = await sendVerificationCode({ email });
    const code = lastMailTo(email, 'VERIFICATION_CODE')?.payload ?? '';
    const { emailVerifyId } = await verifyVerificationCode({ verificationId, code });
    const details = { agreement: true, gender: 'FEMALE', preferredGender: 'MEN', nickname: 'Rin', birthDate: '1998-03-03' } as const;
    await signupWithEmail({ email, password: 'secret123', emailVerifyId, referralCode: 'aoi2026-insta', ...details });
    await signInAs(demoAccounts.creator);
    const stats = await getReferralStatistics();
    expect(stats).toMatchObject({ fanReferrals: 4, clicks: 242 + 118 + 64, signups: 16 });
    expect(stats.referrals[0]).toMatchObject({ nickname: 'Rin', kind: 'FAN', earnedCents: 0 });
  });
});
