import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { WalletResponse } from '@/api/generated/model';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { recordSent, renderMoney, signIn } from '../../../tests/money-kit';
import { PackagesSection } from './components/packages-section';
import { SubscriptionSection } from './components/subscription-section';

// Points packages and subscriptions alone against the mock backend: a package with its
// bonus, subscribing, switching plan and cancelling at the end of the period.
setupMockBackend();
const sent = recordSent();
const LL = i18nObject('en');

describe('packages and subscriptions', () => {
  it('buys a package with its bonus shown', async () => {
    await signIn('fan@kizuna.example');
    const { queryClient } = renderMoney(<PackagesSection />, 'en');
    const pkg = await screen.findByTestId('package-pkg_1000');
    expect(within(pkg).getByText(LL.payment.packages.bonus({ count: 50 }))).toBeVisible();
    expect(within(pkg).getByText(LL.payment.packages.amount({ count: 1000 }))).toBeVisible();
    expect(within(pkg).getByText(LL.payment.packages.unit())).toBeVisible();
    await userEvent.click(within(pkg).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent(LL.payment.charge.summary({ amount: 9.99, card: 'Visa •••• 4242' }));
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.charge.pay({ amount: 9.99 }) }));
    await waitFor(() => expect(queryClient.getQueryData<WalletResponse>(getGetWalletQueryKey())?.wallet.points).toBe(1200 + 1050));
    expect(sent.find((r) => r.method === 'POST' && r.path === '/api/payment/purchase')?.idempotencyKey).toBeTruthy();
  });

  it('switches plan after a confirmation naming the price and the plan it replaces', async () => {
    await signIn('fan@kizuna.example');
    renderMoney(<SubscriptionSection />, 'en');
    const premium = await screen.findByTestId('plan-plan_premium');
    await userEvent.click(within(premium).getByRole('button', { name: LL.payment.subscription.switchTo({ plan: 'Premium' }) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Plus');
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent(LL.payment.subscription.summary({ amount: 19.99, card: 'Visa •••• 4242' }));
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.charge.pay({ amount: 19.99 }) }));
    await waitFor(() => expect(screen.getByTestId('current-subscription')).toHaveTextContent(LL.payment.subscription.current({ plan: 'Premium' })));
  });

  it('subscribes a fan without a plan', async () => {
    const db = getDb();
    db.subscriptions = db.subscriptions.filter((s) => s.userId !== 'usr_fan');
    await signIn('fan@kizuna.example');
    renderMoney(<SubscriptionSection />, 'en');
    const basic = await screen.findByTestId('plan-plan_basic');
    await userEvent.click(within(basic).getByRole('button', { name: LL.payment.subscription.subscribeTo({ plan: 'Basic' }) }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.charge.pay({ amount: 4.99 }) }));
    await waitFor(() => expect(screen.getByTestId('current-subscription')).toHaveTextContent(LL.payment.subscription.current({ plan: 'Basic' })));
  });

  it('cancels the subscription at the end of the period: "canceled, active until …"', async () => {
    await signIn('fan@kizuna.example');
    renderMoney(<SubscriptionSection />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: LL.payment.subscription.cancel() }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.subscription.cancelConfirm() }));
    const status = await screen.findByTestId('subscription-status');
    await waitFor(() => {
      const canceled = getDb().subscriptions.find((sub) => sub.userId === 'usr_fan' && sub.status === 'CANCELED');
      expect(canceled).toBeDefined();
      expect(status).toHaveTextContent(LL.payment.subscription.canceledUntil({ date: new Date(canceled?.currentPeriodEnd ?? 0) }));
    });
  });

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await signIn('fan@kizuna.example');
    renderMoney(<PackagesSection />, 'ja');
    const pkg = await screen.findByTestId('package-pkg_1000');
    expect(within(pkg).getByText(ja.payment.packages.bonus({ count: 50 }))).toBeVisible();
  });
});
