import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/wallet/wallet';
import type { WalletResponse } from '@/api/generated/model';
import { topUpPointsBodyAmountUsdMax, topUpPointsBodyAmountUsdMin } from '@/api/generated/zod/payment/payment.zod';
import { i18nObject } from '@/i18n/i18n-util';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { recordSent, renderMoney, signIn } from '../../../tests/money-kit';
import { TopUpSection } from './components/top-up-section';

// The one-time top-up alone against the mock backend: its rules (from the contract), the
// confirmation that names the charge, one request however often it is pressed, and a
// failed charge that charges nothing and keeps its Idempotency-Key for the retry.
setupMockBackend();
const sent = recordSent();
const fan = 'fan@kizuna.example';
const LL = i18nObject('en');
const amountField = () => screen.findByTestId('top-up-amount');

const enter = async (value: string) => fireEvent.change(await amountField(), { target: { value } });

describe('top-up', () => {
  it('checks the amount: required, whole dollars, within the limits', async () => {
    await signIn(fan);
    renderMoney(<TopUpSection />, 'en');
    await amountField();
    const submit = screen.getByRole('button', { name: LL.payment.topUp.continue() });
    await userEvent.click(submit);
    expect(await screen.findByText(LL.validation.required())).toBeVisible();
    await enter('12.50');
    await userEvent.click(submit);
    expect(await screen.findByText(LL.payment.rules.wholeDollars())).toBeVisible();
    await enter(String(topUpPointsBodyAmountUsdMax + 1));
    await userEvent.click(submit);
    expect(await screen.findByText(LL.payment.rules.topUpRange({ min: topUpPointsBodyAmountUsdMin, max: topUpPointsBodyAmountUsdMax }))).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tops up after a confirmation naming the charge, with one request for ten fast clicks', async () => {
    await signIn(fan);
    const { queryClient } = renderMoney(<TopUpSection />, 'en');
    await enter('20');
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
    renderMoney(<TopUpSection />, 'en');
    await enter('10');
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

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await signIn(fan);
    renderMoney(<TopUpSection />, 'ja');
    await enter('12.50');
    await userEvent.click(screen.getByRole('button', { name: ja.payment.topUp.continue() }));
    expect(await screen.findByText(ja.payment.rules.wholeDollars())).toBeVisible();
  });
});
