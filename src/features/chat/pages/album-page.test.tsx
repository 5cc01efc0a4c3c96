import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { newbieEmail, renderChatScreen, signIn } from '../testing/chat-test-kit';
import AlbumPage from './album-page';
import { holdFirstScreen } from '../../../../tests/first-screen';

setupMockBackend();

describe.each<Locales>(['en', 'ja'])('the album and locked content (%s)', (locale) => {
  const LL = i18nObject(locale);
  const renderAlbum = () => renderChatScreen(AlbumPage, { route: '/chats/aoi_draws/album', path: '/chats/:agentName/album', locale });

  it('shows locked items blurred with their price, unlocks one after a confirmation and reveals it', async () => {
    const user = await signIn();
    renderAlbum();
    const locked = await screen.findAllByTestId('locked-content');
    const item = locked[0]!;
    // The grid runs below the screen: its pictures load as they come into view.
    for (const card of locked) expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const price = getDb().media.find((m) => m.id === item.getAttribute('data-content-id'))!.priceInPoints;
    expect(item).toHaveAccessibleName(new RegExp(LL.chat.content.price({ count: price }).replace(/[()]/g, '.')));
    const before = getDb().wallets.find((w) => w.userId === user.id)!.points;
    await userEvent.click(item);
    const dialog = await screen.findByTestId('unlock-dialog');
    await userEvent.click(within(dialog).getByTestId('confirm-unlock'));
    await waitFor(() => expect(screen.getAllByTestId('unlocked-content').map((e) => e.getAttribute('data-content-id'))).toContain(item.getAttribute('data-content-id')));
    expect(getDb().wallets.find((w) => w.userId === user.id)!.points).toBe(before - price);
    expect(await screen.findByText(LL.chat.content.unlocked())).toBeInTheDocument();
  });

  it('tells a fan without enough points how to top up, and charges nothing', async () => {
    const newbie = await signIn(newbieEmail);
    renderAlbum();
    await userEvent.click((await screen.findAllByTestId('locked-content'))[0]!);
    await userEvent.click(within(await screen.findByTestId('unlock-dialog')).getByTestId('confirm-unlock'));
    const banner = await screen.findByTestId('insufficient-points');
    expect(banner).toHaveTextContent(LL.chat.insufficient.title());
    expect(getDb().unlocks.filter((u) => u.userId === newbie.id)).toHaveLength(0);
  });
});

describe('the dialogs, which load after the first screen', () => {
  it('open on a tap that comes before the first screen has settled', async () => {
    holdFirstScreen();
    await signIn();
    renderChatScreen(AlbumPage, { route: '/chats/aoi_draws/album', path: '/chats/:agentName/album', locale: 'en' });
    await userEvent.click((await screen.findAllByTestId('locked-content'))[0]!);
    const dialog = await screen.findByTestId('unlock-dialog');
    expect(dialog).toBeVisible();
    // Escape closes the dialog once it has taken the focus, as a keyboard user sees it do.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('unlock-dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getAllByTestId('unlocked-content')[0]!);
    expect(await screen.findByTestId('media-viewer')).toBeVisible();
  });
});

describe('an unlock whose answer was lost', () => {
  it('is retried with the same Idempotency-Key, even from the dialog opened again, and charged once', async () => {
    const user = await signIn();
    const keys: (string | null)[] = [];
    let lose = true;
    mockServer.use(
      http.post('*/api/chats/:agentName/contents/:contentId/unlock', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return lose ? HttpResponse.error() : undefined;
      }),
    );
    renderChatScreen(AlbumPage, { route: '/chats/aoi_draws/album', path: '/chats/:agentName/album', locale: 'en' });
    const item = (await screen.findAllByTestId('locked-content'))[0]!;
    const id = item.getAttribute('data-content-id');
    const price = getDb().media.find((m) => m.id === id)!.priceInPoints;
    const before = getDb().wallets.find((w) => w.userId === user.id)!.points;
    await userEvent.click(item);
    await userEvent.click(within(await screen.findByTestId('unlock-dialog')).getByTestId('confirm-unlock'));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(await screen.findByTestId('toast')).toHaveAttribute('data-toast-type', 'error');
    // Closed, then opened again: a new dialog, the same item.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('unlock-dialog')).toBeNull());
    lose = false;
    await userEvent.click(screen.getAllByTestId('locked-content').find((e) => e.getAttribute('data-content-id') === id)!);
    await userEvent.click(within(await screen.findByTestId('unlock-dialog')).getByTestId('confirm-unlock'));
    await waitFor(() => expect(screen.getAllByTestId('unlocked-content').map((e) => e.getAttribute('data-content-id'))).toContain(id));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(getDb().wallets.find((w) => w.userId === user.id)!.points).toBe(before - price);
  });
});
