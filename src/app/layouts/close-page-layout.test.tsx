import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { renderScreens } from '../../../tests/render';
import { ClosePageLayout } from './layouts';

// /payment opened from a chat's "Top up" (`?redirect=/chats/{agent}`): its back link and its
// close button both return to that chat, where the draft waits; a redirect that leaves the
// app is never offered.
const LL = i18nObject('en');

const renderPayment = (redirect: string) =>
  renderScreens([{ path: '/payment', element: <ClosePageLayout />, children: [{ index: true, element: <p>Payment</p> }] }], {
    route: `/payment?redirect=${encodeURIComponent(redirect)}`,
  });

describe('the payment page opened from a chat', () => {
  it('links back to the chat', async () => {
    const { path } = renderPayment('/chats/aoi_draws');
    const back = screen.getByTestId('return-link');
    expect(back).toHaveAttribute('href', '/chats/aoi_draws');
    expect(back).toHaveTextContent(LL.shell.returnBack());
    fireEvent.click(back);
    await waitFor(() => expect(path()).toBe('/chats/aoi_draws'));
  });

  it('closes back to the chat', async () => {
    const { path } = renderPayment('/chats/aoi_draws');
    fireEvent.click(screen.getByRole('button', { name: LL.shell.close() }));
    await waitFor(() => expect(path()).toBe('/chats/aoi_draws'));
  });

  it('offers no way back to an address outside the app', () => {
    renderPayment('//evil.example/chats');
    expect(screen.queryByTestId('return-link')).toBeNull();
  });
});
