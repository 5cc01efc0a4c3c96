import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { WalletResponse } from '@/api/generated/model';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { recordSent, renderMoney, signIn } from '../../../tests/money-kit';
import { CheckInButton } from './check-in';

// The daily check-in alone: streak and today's reward, one claim however often it is
// pressed, then "come back tomorrow" with a countdown and no way to claim again.
setupMockBackend();
const sent = recordSent();

describe.each<Locales>(['en', 'ja'])('the daily check-in (%s)', (locale) => {
  const LL = i18nObject(locale);

  it('claims once, credits the wallet, then counts down to tomorrow', async () => {
    const user = await signIn('newbie@kizuna.example');
    const before = getDb().wallets.find((w) => w.userId === user.id)?.points ?? 0;
    const { queryClient } = renderMoney(<CheckInButton />, locale);
    // The panel's code loads when the gift button is hovered (src/components/ui/deferred.tsx) and
    // the real trigger then replaces the stand-in: click the trigger that is there once it has,
    // as a pointer would (a click sent to the replaced stand-in reaches nothing).
    await userEvent.hover(await screen.findByRole('button', { name: LL.money.checkIn.openUnclaimed() }));
    await waitFor(() => expect(screen.getByTestId('check-in')).toHaveAttribute('data-scope', 'popover'));
    await userEvent.click(screen.getByRole('button', { name: LL.money.checkIn.openUnclaimed() }));
    const panel = await screen.findByTestId('check-in-panel');
    const claim = within(panel).getByTestId('check-in-claim');
    const reward = Number(/\d+/.exec(claim.textContent ?? '')?.[0]);
    expect(within(panel).getByText(LL.money.checkIn.todayReward({ count: reward }))).toBeVisible();
    for (let i = 0; i < 10; i += 1) fireEvent.click(claim);
    expect(await within(panel).findByTestId('check-in-claimed')).toHaveTextContent(LL.money.checkIn.comeBack());
    expect(within(panel).getByTestId('check-in-countdown').textContent).toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(within(panel).queryByTestId('check-in-claim')).toBeNull();
    expect(sent.filter((r) => r.path === '/api/check-in/claim')).toHaveLength(1);
    expect(within(panel).getByTestId('check-in-streak')).toHaveTextContent(LL.money.checkIn.streak({ count: 1 }));
    await waitFor(() => expect(queryClient.getQueryData<WalletResponse>(getGetWalletQueryKey())?.wallet.points).toBe(before + reward));
  });
});
