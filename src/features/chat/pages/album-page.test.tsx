import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { newbieEmail, renderChatScreen, signIn } from '../testing/chat-test-kit';
import AlbumPage from './album-page';

setupMockBackend();

describe.each<Locales>(['en', 'ja'])('the album and locked content (%s)', (locale) => {
  const LL = i18nObject(locale);
  const renderAlbum = () => renderChatScreen(AlbumPage, { route: '/chats/aoi_draws/album', path: '/chats/:agentName/album', locale });

  it('shows locked items blurred with their price, unlocks one after a confirmation and reveals it', async () => {
    const user = await signIn();
    renderAlbum();
    const locked = await screen.findAllByTestId('locked-content');
    const item = locked[0]!;
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
