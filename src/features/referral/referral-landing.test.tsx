import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { rememberedReferralCode } from '@/lib/referral-code';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderSignedIn } from '../../../tests/demo-user';
import { renderScreen, seedSession } from '../../../tests/render';
import ReferralLandingPage from './pages/referral-landing-page';

// /r/{code}, a share link's own address: a visitor lands on sign-up (product link) or the
// agent's demo chat (agent link) with the code remembered for the sign-up; a signed-in user
// goes to the chats; an unknown code says so, with a way on.
setupMockBackend();
const LL = i18nObject('en');
const land = (code: string, locale: 'en' | 'ja' = 'en') => renderScreen(<ReferralLandingPage />, { route: `/r/${code}`, path: '/r/:code', locale });

beforeEach(() => {
  // Visitors: no session left over from the signed-in case.
  seedSession(null);
  localStorage.clear();
});

describe('/r/:code', () => {
  it('sends a visitor with a product link to sign-up, remembering the code', async () => {
    const { path } = land('aoi2026-x');
    await waitFor(() => expect(path()).toBe('/sign-up'));
    expect(rememberedReferralCode()).toBe('aoi2026-x');
  });

  it("opens an agent link on the agent's demo chat, remembering the code", async () => {
    const { path } = land('aoi2026-insta');
    await waitFor(() => expect(path()).toBe('/demo/aoi_draws/chats'));
    expect(rememberedReferralCode()).toBe('aoi2026-insta');
  });

  it('takes a signed-in user to the real chat and credits nobody', async () => {
    const { path } = await renderSignedIn(<ReferralLandingPage />, { route: '/r/aoi2026-insta', path: '/r/:code' });
    await waitFor(() => expect(path()).toBe('/chats/aoi_draws'));
    expect(rememberedReferralCode()).toBeUndefined();
  });

  it('says an unknown link is not valid, in Japanese too, and offers sign-up', async () => {
    const ja = i18nObject('ja');
    land('no-such-code', 'ja');
    expect(await screen.findByRole('heading', { name: ja.referral.landing.invalid() })).toBeVisible();
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(ja.referral.landing.signUp());
    expect(link).toHaveAttribute('href', '/sign-up');
    expect(rememberedReferralCode()).toBeUndefined();
    expect(LL.referral.landing.invalid()).not.toBe(ja.referral.landing.invalid());
  });
});
