import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { WalletResponse } from '@/api/generated/model';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { recordSent, renderMoney, signIn } from '../../../tests/money-kit';
import { CardsSection } from './components/cards-section';
import { PackagesSection } from './components/packages-section';
import { SubscriptionSection } from './components/subscription-section';
import { TopUpSection } from './components/top-up-section';

// The payment forms alone against the mock backend, in both languages: the top-up and card
// rules, the confirmation that names the charge, one request however often it is pressed, a
// failed charge that charges nothing and keeps its Idempotency-Key for the retry, and the
// balance written to the one wallet query everything reads.
setupMockBackend();
const sent = recordSent();
const fan = 'fan@kizuna.example';
const label = (text: string) => (content: string) => content.replace(/\s*\*\s*$/, '').trim() === text;

describe.each<Locales>(['en', 'ja'])('payment (%s)', (locale) => {
  const LL = i18nObject(locale);

  it('checks the top-up amount: required, whole dollars, within the limits', async () => {
    await signIn(fan);
    renderMoney(<TopUpSection />, locale);
    const amount = await screen.findByLabelText(label(LL.payment.topUp.amount()));
    const submit = screen.getByRole('button', { name: LL.payment.topUp.continue() });
    await userEvent.click(submit);
    expect(await screen.findByText(LL.validation.required())).toBeVisible();
    await userEvent.type(amount, '12.50');
    expect(await screen.findByText(LL.payment.rules.wholeDollars())).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '501');
    expect(await screen.findByText(LL.payment.rules.topUpRange({ min: 5, max: 500 }))).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tops up after a confirmation naming the charge, with one request for ten fast clicks', async () => {
    await signIn(fan);
    const { queryClient } = renderMoney(<TopUpSection />, locale);
    await userEvent.type(await screen.findByLabelText(label(LL.payment.topUp.amount())), '20');
    expect(await screen.findByText(LL.payment.topUp.youGet({ count: 2000 }))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: LL.payment.topUp.continue() }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent(LL.payment.charge.summary({ amount: 20, card: 'Visa •••• 4242' }));
    const pay = within(dialog).getByRole('button', { name: LL.payment.charge.pay({ amount: 20 }) });
    for (let i = 0; i < 10; i += 1) fireEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.filter((r) => r.path === '/api/payment/top-up')).toHaveLength(1);
    expect(queryClient.getQueryData<WalletResponse>(getGetWalletQueryKey())?.wallet.points).toBe(1200 + 2000);
  });

  it('says why a charge failed, charges nothing, and retries with the same Idempotency-Key', async () => {
    await signIn(fan);
    let refusals = 1;
    mockServer.use(
      http.post('*/api/payment/top-up', () => {
        if (refusals-- > 0) return HttpResponse.json({ status: 402, name: 'PaymentFailed', description: 'The card was declined.' }, { status: 402 });
        return undefined;
      }),
    );
    renderMoney(<TopUpSection />, locale);
    await userEvent.type(await screen.findByLabelText(label(LL.payment.topUp.amount())), '10');
    await userEvent.click(screen.getByRole('button', { name: LL.payment.topUp.continue() }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.charge.pay({ amount: 10 }) }));
    expect(await within(dialog).findByTestId('confirm-error')).toHaveTextContent(`${LL.errors.PaymentFailed()} ${LL.money.nothingCharged()}`);
    await userEvent.click(within(dialog).getByRole('button', { name: LL.money.retry() }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const attempts = sent.filter((r) => r.path === '/api/payment/top-up');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotencyKey).toBeTruthy();
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
  });

  it('buys a package with its bonus shown', async () => {
    await signIn(fan);
    const { queryClient } = renderMoney(<PackagesSection />, locale);
    const pkg = await screen.findByTestId('package-pkg_1000');
    expect(within(pkg).getByText(LL.payment.packages.bonus({ count: 50 }))).toBeVisible();
    await userEvent.click(within(pkg).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent(LL.payment.charge.summary({ amount: 9.99, card: 'Visa •••• 4242' }));
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.charge.pay({ amount: 9.99 }) }));
    await waitFor(() => expect(queryClient.getQueryData<WalletResponse>(getGetWalletQueryKey())?.wallet.points).toBe(1200 + 1050));
  });

  it('checks a new card (Luhn, expiry) and answers a card already saved with "Already added."', async () => {
    await signIn(fan);
    renderMoney(<CardsSection />, locale);
    await userEvent.click(await screen.findByRole('button', { name: LL.payment.cards.add() }));
    const number = screen.getByLabelText(label(LL.payment.cards.number()));
    await userEvent.type(number, '4242 4242 4242 4241');
    await userEvent.selectOptions(screen.getByLabelText(label(LL.payment.cards.expMonth())), '12');
    await userEvent.selectOptions(screen.getByLabelText(label(LL.payment.cards.expYear())), String(new Date().getFullYear() + 2));
    await userEvent.type(screen.getByLabelText(label(LL.payment.cards.cvc())), '123');
    await userEvent.type(screen.getByLabelText(label(LL.payment.cards.holder())), 'HANA SATO');
    await userEvent.click(screen.getByRole('button', { name: LL.payment.cards.save() }));
    expect(await screen.findByText(LL.payment.rules.cardLuhn())).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: LL.payment.cards.save() }));
    expect(await screen.findByText(LL.errors.AlreadyAdded())).toBeVisible();
  });

  it('makes another card the default', async () => {
    await signIn(fan);
    renderMoney(<CardsSection />, locale);
    await userEvent.click(await screen.findByRole('button', { name: LL.payment.cards.makeDefaultLabel({ card: 'JCB •••• 0505' }) }));
    const jcb = await screen.findByTestId('card-0505');
    await waitFor(() => expect(within(jcb).getByText(LL.payment.cards.default())).toBeVisible());
  });

  it('cancels the subscription at the end of the period: "canceled, active until …"', async () => {
    await signIn(fan);
    renderMoney(<SubscriptionSection />, locale);
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
});
