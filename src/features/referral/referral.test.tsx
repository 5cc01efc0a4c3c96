import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { centsToUsd } from '@/lib/money/money';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderSignedIn } from '../../../tests/demo-user';
import ReferralPage from './pages/referral-page';
import ReferralStatisticsPage from './pages/referral-statistics-page';
import ShareLinksPage from './pages/share-links-page';

// The referral screens alone against the mock backend: the programme and the user's link
// (copy, share, QR), "There's no link to share right now." without one, the statistics
// (sign-ups and earnings), and creating and removing share links.
setupMockBackend();
const LL = i18nObject('en');

describe('/referral', () => {
  it('explains the programme and shows the share link with copy, share and a QR code', async () => {
    await renderSignedIn(<ReferralPage />, { as: 'creator', route: '/referral' });
    expect(screen.getByText(LL.referral.how.share())).toBeVisible();
    const url = await screen.findByTestId('primary-link-url');
    expect((url as HTMLInputElement).value).toMatch(/\/r\/aoi2026-/);
    expect(screen.getByRole('img', { name: LL.referral.yourLink.qr() })).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(LL.referral.share.copy()) })).toBeVisible();
  });

  it('says "There\'s no link to share right now." without a link, with the way to make one', async () => {
    const db = getDb();
    db.shareLinks = db.shareLinks.filter((l) => l.userId !== 'usr_creator');
    const { path } = await renderSignedIn(<ReferralPage />, { as: 'creator', route: '/referral' });
    const empty = await screen.findByTestId('no-link');
    expect(empty).toHaveTextContent("There's no link to share right now.");
    await userEvent.click(within(empty).getByRole('link', { name: LL.referral.empty.create() }));
    expect(path()).toBe('/referral/share-links');
  });

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await renderSignedIn(<ReferralPage />, { as: 'creator', route: '/referral', locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: ja.referral.titles.referral() })).toBeVisible();
    expect(await screen.findByTestId('primary-link-url')).toBeVisible();
    expect(screen.getByText(ja.referral.how.share())).toBeVisible();
  });
});

describe('/referral/statistics', () => {
  it('counts visits, sign-ups and earnings, and lists who joined', async () => {
    await renderSignedIn(<ReferralStatisticsPage />, { as: 'creator', route: '/referral/statistics' });
    const db = getDb();
    const mine = db.referrals.filter((r) => r.referrerId === 'usr_creator');
    const earned = mine.reduce((sum, r) => sum + r.earnedCents, 0);
    const signups = db.shareLinks.filter((l) => l.userId === 'usr_creator').reduce((sum, l) => sum + l.signups, 0);
    expect(await screen.findByTestId('referral-signups')).toHaveTextContent(LL.statistics.engagement.value({ value: signups }));
    expect(screen.getByTestId('referral-earned')).toHaveTextContent(LL.format.usd({ amount: centsToUsd(earned) }));
    expect(screen.getByTestId('referral-creatorReferrals')).toHaveTextContent(LL.statistics.engagement.value({ value: mine.filter((r) => r.kind === 'CREATOR').length }));
    const people = screen.getByTestId('referrals');
    expect(within(people).getByText('Yuki')).toBeVisible();
    expect(within(people).getByText(LL.referral.stats.kinds.CREATOR())).toBeVisible();
  });

  it('says so when nobody has joined yet, in Japanese too', async () => {
    const ja = i18nObject('ja');
    await renderSignedIn(<ReferralStatisticsPage />, { as: 'newbie', route: '/referral/statistics', locale: 'ja' });
    expect(await screen.findByText(ja.referral.stats.nobody())).toBeVisible();
    expect(screen.getByTestId('referral-signups')).toHaveTextContent('0');
  });
});

describe('/referral/share-links', () => {
  it('creates a link for one agent and removes a link after a confirmation', async () => {
    await renderSignedIn(<ShareLinksPage />, { as: 'creator', route: '/referral/share-links' });
    const list = await screen.findByTestId('share-links');
    expect(within(list).getByText('Instagram bio')).toBeVisible();

    await userEvent.click(screen.getByTestId('create-link'));
    expect(await screen.findByText(LL.validation.required())).toBeVisible();
    fireEvent.change(screen.getByTestId('link-label'), { target: { value: 'x'.repeat(41) } });
    await userEvent.click(screen.getByTestId('create-link'));
    expect(await screen.findByText(LL.validation.tooLong())).toBeVisible();

    fireEvent.change(screen.getByTestId('link-label'), { target: { value: 'TikTok bio' } });
    await waitFor(() => expect(within(screen.getByTestId('link-target')).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(screen.getByTestId('link-target'), 'luna_stars');
    await userEvent.click(screen.getByTestId('create-link'));
    expect(await screen.findByText(LL.referral.links.created({ label: 'TikTok bio' }))).toBeVisible();
    const created = getDb().shareLinks.find((l) => l.label === 'TikTok bio');
    expect(created?.agentName).toBe('luna_stars');
    expect(await within(list).findByText('TikTok bio')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: LL.referral.links.removeLabel({ label: 'X profile' }) }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: LL.referral.links.remove() }));
    await waitFor(() => expect(within(list).queryByText('X profile')).toBeNull());
    expect(getDb().shareLinks.some((l) => l.label === 'X profile')).toBe(false);
  });

  it('shows "There\'s no link to share right now." with no links, in Japanese too', async () => {
    const db = getDb();
    db.shareLinks = db.shareLinks.filter((l) => l.userId !== 'usr_creator');
    const ja = i18nObject('ja');
    await renderSignedIn(<ShareLinksPage />, { as: 'creator', route: '/referral/share-links', locale: 'ja' });
    expect(await screen.findByTestId('no-link')).toHaveTextContent(ja.errors.NoShareLink());
    expect(screen.getByRole('heading', { level: 1, name: ja.referral.titles.shareLinks() })).toBeVisible();
  });
});
