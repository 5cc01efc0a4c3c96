import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderSignedIn } from '../../../tests/demo-user';
import { fakeRealtime } from '../../../tests/fake-realtime';
import { Header } from '../header/header';
import MockTools from '../mock-tools/mock-tools';
import { BottomNav } from './bottom-nav';

// The shell on a phone: the tab bar reaches every main area, and the header's points badge
// leads to the wallet and stays right after any points change and after the Mock tools reset,
// without a reload.
setupMockBackend();

let realtime: Awaited<ReturnType<typeof fakeRealtime>> | null = null;
afterEach(() => {
  realtime?.stop();
  realtime = null;
});

const Shell = () => (
  <>
    <Header />
    <BottomNav />
    <MockTools />
  </>
);

/** The shell on every one-segment path (the areas the tabs lead to). */
const renderShell = (as: 'fan' | 'creator') => renderSignedIn(<Shell />, { as, route: '/profile', path: '/:area' });

const shownPoints = () => Number(screen.getByTestId('points-balance').textContent?.replace(/[^0-9]/g, ''));

describe('the shell on a phone', () => {
  it('reaches Chats, My agent and Referral from the tab bar', async () => {
    const { path } = await renderShell('creator');
    const tabs = screen.getByTestId('bottom-nav');
    for (const [tab, to] of [
      ['tab-chats', '/chats'],
      ['tab-my-agent', '/my-agent'],
      ['tab-referral', '/referral'],
      ['tab-profile', '/profile'],
    ] as const) {
      fireEvent.click(within(tabs).getByTestId(tab));
      await waitFor(() => expect(path()).toBe(to));
      expect(within(screen.getByTestId('bottom-nav')).getByTestId(tab)).toHaveAttribute('aria-current', 'page');
    }
  });

  it('leads a fan without an agent from My agent to creating one', async () => {
    const { path } = await renderShell('fan');
    fireEvent.click(within(screen.getByTestId('bottom-nav')).getByTestId('tab-my-agent'));
    await waitFor(() => expect(path()).toBe('/onboarding'));
  });

  it('shows the balance in the header, leading to the wallet, right after a points change and after the Mock tools reset', async () => {
    const { user, router, queryClient } = await renderShell('fan');
    realtime = await fakeRealtime(queryClient);
    const wallet = () => getDb().wallets.find((w) => w.userId === user.id)!;
    const seeded = wallet().points;
    await waitFor(() => expect(shownPoints()).toBe(seeded));

    // Spent elsewhere (another device): the server's push updates the badge.
    wallet().points = seeded - 250;
    act(() => realtime!.push('updateWallet', { wallet: { points: seeded - 250, updatedAt: new Date().toISOString() } }));
    await waitFor(() => expect(shownPoints()).toBe(seeded - 250));

    // The Mock tools put the seed back: the badge follows without a reload.
    fireEvent.click(screen.getByTestId('mock-tools-open'));
    fireEvent.click(await screen.findByTestId('mock-reset'));
    await waitFor(() => expect(shownPoints()).toBe(seeded));

    fireEvent.click(screen.getByTestId('points-balance'));
    await waitFor(() => expect(router.location.pathname).toBe('/payment'));
    expect(router.location.hash).toBe('#wallet');
  });
});
