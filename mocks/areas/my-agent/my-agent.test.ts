import { describe, expect, it } from 'vitest';
import { mediaPriceInPointsLockedMin } from '@/api/generated/limits/rules';
import {
  deleteMyAgentMedia,
  getMyAgent,
  getMyAgentIds,
  listMyAgentMedia,
  sendTestChatMessage,
  updateMyAgentMedia,
  updateMyAgentSettings,
  uploadMyAgentMedia,
  uploadMyAgentProfileImage,
} from '@/api/generated/endpoints/my-agent/my-agent';
import { getAgentAlbum, sendTip, unlockContent } from '@/api/generated/endpoints/chat/chat';
import { getWallet } from '@/api/generated/endpoints/wallet/wallet';
import { getDb } from '../../db/store';
import { demoAccounts } from '../../db/seed-accounts';
import { nodeFile, rejectionOf, signInAs, setupMockBackend, setupNodeMultipart } from '../../testing/test-kit';

setupMockBackend();
setupNodeMultipart();

describe('my agent', () => {
  it('is refused to users without an agent', async () => {
    await signInAs(demoAccounts.fan);
    expect(await getMyAgentIds()).toEqual({ agentIds: [], count: 0 });
    expect((await rejectionOf(getMyAgent())).name).toBe('AgentRequired');
  });

  it('updates settings in both the public agent and its settings', async () => {
    await signInAs(demoAccounts.creator);
    const updated = await updateMyAgentSettings({ welcomeMessage: 'Welcome back!', messagePrice: 12, extroversionLevel: 5 });
    expect(updated.agent).toMatchObject({ welcomeMessage: 'Welcome back!', messagePrice: 12 });
    expect(updated.settings).toMatchObject({ welcomeMessage: { text: 'Welcome back!' }, messagePrice: 12, extroversion: { level: 5 } });
    expect((await sendTestChatMessage({ history: [], text: 'Hi!' })).reply.length).toBeGreaterThan(0);
  });

  it('fails a profile image named fail… with ProfileImageUploadFailed and keeps the old one', async () => {
    await signInAs(demoAccounts.creator);
    const before = (await getMyAgent()).agent.avatarUrl;
    const error = await rejectionOf(uploadMyAgentProfileImage({ file: nodeFile(100, 'fail-me.png', 'image/png') }));
    expect([error.status, error.name, error.description]).toEqual([502, 'ProfileImageUploadFailed', 'Failed to upload profile image.']);
    expect((await getMyAgent()).agent.avatarUrl).toBe(before);
    const ok = await uploadMyAgentProfileImage({ file: nodeFile(100, 'me.png', 'image/png') });
    expect(ok.agent.avatarUrl).toMatch(/^data:image\/png;base64,/);
    expect((await rejectionOf(uploadMyAgentProfileImage({ file: nodeFile(100, 'clip.mp4', 'video/mp4') }))).status).toBe(415);
  });

  it('refuses a fractional media price, so a fan\'s wallet only ever holds whole points', async () => {
    await signInAs(demoAccounts.creator);
    const { media } = await uploadMyAgentMedia({ file: nodeFile(5000, 'studio.webp', 'image/webp'), title: 'Studio tour' });
    const refused = await rejectionOf(updateMyAgentMedia(media.id, { locked: true, priceInPoints: 2.5 }));
    expect([refused.status, refused.name]).toEqual([400, 'ValidationFailed']);
    expect(getDb().media.find((m) => m.id === media.id)?.priceInPoints).not.toBe(2.5);
    await updateMyAgentMedia(media.id, { locked: true, priceInPoints: 3 });

    await signInAs(demoAccounts.fan);
    const before = (await getWallet()).wallet.points;
    const unlocked = await unlockContent('aoi_draws', media.id, { 'Idempotency-Key': crypto.randomUUID() });
    expect(unlocked.wallet.points).toBe(before - 3);
    const tip = await rejectionOf(sendTip('aoi_draws', { amountUsd: 2.5 }, { 'Idempotency-Key': crypto.randomUUID() }));
    expect(tip.status).toBe(400);
    for (const points of [unlocked.wallet.points, (await getWallet()).wallet.points]) expect(Number.isInteger(points)).toBe(true);
  });

  it(`refuses a locked item priced under the contract's ${mediaPriceInPointsLockedMin} point, and keeps 0 for a free one`, async () => {
    await signInAs(demoAccounts.creator);
    const { media } = await uploadMyAgentMedia({ file: nodeFile(5000, 'free.webp', 'image/webp'), title: 'Free' });
    expect(media).toMatchObject({ locked: false, priceInPoints: 0 });
    const locking = await rejectionOf(updateMyAgentMedia(media.id, { locked: true }));
    expect([locking.status, locking.name]).toEqual([400, 'ValidationFailed']);
    expect(getDb().media.find((m) => m.id === media.id)?.locked).toBe(false);
    const upload = await rejectionOf(uploadMyAgentMedia({ file: nodeFile(5000, 'locked.webp', 'image/webp'), title: 'Locked', locked: 'true', priceInPoints: '0' }));
    expect([upload.status, upload.name]).toEqual([400, 'ValidationFailed']);
    const locked = await updateMyAgentMedia(media.id, { locked: true, priceInPoints: mediaPriceInPointsLockedMin });
    expect(locked.media).toMatchObject({ locked: true, priceInPoints: mediaPriceInPointsLockedMin });
    const zeroed = await rejectionOf(updateMyAgentMedia(media.id, { priceInPoints: 0 }));
    expect(zeroed.status).toBe(400);
    // Unlocking makes it free again at any price.
    expect((await updateMyAgentMedia(media.id, { locked: false, priceInPoints: 0 })).media).toMatchObject({ locked: false, priceInPoints: 0 });
  });

  it('uploads, locks and deletes media, which fans see locked in the album', async () => {
    await signInAs(demoAccounts.creator);
    const { media } = await uploadMyAgentMedia({ file: nodeFile(5000, 'studio.webp', 'image/webp'), title: 'Studio tour' });
    expect(media.locked).toBe(false);
    const locked = await updateMyAgentMedia(media.id, { locked: true, priceInPoints: 250 });
    expect(locked.media).toMatchObject({ locked: true, priceInPoints: 250 });
    expect((await listMyAgentMedia()).items[0]?.id).toBe(media.id);

    await signInAs(demoAccounts.fan);
    const item = (await getAgentAlbum('aoi_draws')).items.find((i) => i.id === media.id);
    expect(item).toMatchObject({ unlocked: false, mediaUrl: null, priceInPoints: 250 });

    await signInAs(demoAccounts.creator);
    await deleteMyAgentMedia(media.id);
    expect((await listMyAgentMedia()).items.some((m) => m.id === media.id)).toBe(false);
    expect((await rejectionOf(deleteMyAgentMedia(media.id))).status).toBe(404);
  });
});
