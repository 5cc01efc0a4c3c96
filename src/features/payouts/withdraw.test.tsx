import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPayoutBodyAmountCentsMax, requestPayoutBodyAmountCentsMin } from '@/api/generated/zod/payouts/payouts.zod';
import { i18nObject } from '@/i18n/i18n-util';
import { centsToUsd } from '@/lib/money/money';
import { getDb } from '@mocks/db/store';
import { availableBalanceCents } from '@mocks/areas/payouts/rules';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { recordSent, renderMoney, signIn } from '../../../tests/money-kit';
import WithdrawPage from './pages/withdraw-page';
import { holdFirstScreen } from '../../../tests/first-screen';

// Banking (/my-agent/statistics/withdraw) alone against the mock backend: the bank form's
// rules (SWIFT included), the payout limits from the contract and the balance, the 10th of
// the next month as a date and a countdown, one request for ten clicks, and every status.
setupMockBackend();
const sent = recordSent();
const creator = 'creator@kizuna.example';
const LL = i18nObject('en');
const usd = (cents: number) => LL.format.usd({ amount: centsToUsd(cents) });

const open = async (locale: 'en' | 'ja' = 'en') => {
  await signIn(creator);
  renderMoney(<WithdrawPage />, locale, '/my-agent/statistics/withdraw');
};

const setField = async (testId: string, value: string) => {
  const input = await screen.findByTestId(testId);
  fireEvent.change(input, { target: { value } });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('withdraw (Banking)', () => {
  it('checks the bank form: every field required, the SWIFT/BIC format, then saves', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('bank-edit'));
    for (const id of ['bank-full-name', 'bank-address', 'bank-account', 'bank-swift']) await setField(id, '');
    await userEvent.click(screen.getByTestId('bank-save'));
    const form = screen.getByTestId('bank-info-form');
    await waitFor(() => expect(within(form).getAllByText(LL.validation.required())).toHaveLength(4));

    await setField('bank-full-name', 'Aoi Tanaka');
    await setField('bank-address', '1-1 Umeda, Osaka');
    await setField('bank-account', '1234 5678 90');
    await setField('bank-swift', 'MHCB1PJT');
    await userEvent.click(screen.getByTestId('bank-save'));
    expect(await within(form).findByText(LL.payouts.rules.swift())).toBeVisible();

    await setField('bank-swift', 'deutdeff500');
    await userEvent.click(screen.getByTestId('bank-save'));
    const saved = await screen.findByTestId('bank-info');
    expect(saved).toHaveTextContent('DEUTDEFF500');
    expect(saved).toHaveTextContent(LL.payouts.bank.accountMasked({ last4: '7890' }));
    expect(getDb().bankInfos.find((b) => b.userId === 'usr_creator')?.swiftCode).toBe('DEUTDEFF500');
    expect(await screen.findByText(LL.payouts.bank.saved())).toBeVisible();
  });

  it('keeps a payout within the contract minimum and maximum and the available balance', async () => {
    await open();
    const available = availableBalanceCents('usr_creator');
    const amount = await screen.findByTestId('payout-amount');
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent(usd(available)));
    const submit = screen.getByTestId('payout-continue');
    await waitFor(() => expect(submit).toBeEnabled());
    const expectMessage = async (typed: string, message: string) => {
      fireEvent.change(amount, { target: { value: typed } });
      await userEvent.click(submit);
      expect(await screen.findByText(message)).toBeVisible();
    };
    const range = LL.payouts.rules.amountRange({ min: centsToUsd(requestPayoutBodyAmountCentsMin), max: centsToUsd(requestPayoutBodyAmountCentsMax) });
    await expectMessage(centsToUsd(requestPayoutBodyAmountCentsMin - 1).toFixed(2), range);
    await expectMessage(centsToUsd(requestPayoutBodyAmountCentsMax + 1).toFixed(2), range);
    await expectMessage('12.345', LL.payouts.rules.amountFormat());
    await expectMessage(centsToUsd(available + 100).toFixed(2), LL.payouts.rules.overBalance({ available: centsToUsd(available) }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the 10th of the next month as the transfer date, with the days left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
    await open();
    const date = await screen.findByTestId('transfer-date');
    expect(date).toHaveTextContent(LL.payouts.request.arrives({ date: new Date('2026-04-10T00:00:00Z') }));
    expect(date).toHaveTextContent(LL.payouts.request.inDays({ count: 26 }));
    expect(date).toHaveTextContent(LL.payouts.request.rule());
  });

  it('requests a payout after a confirmation naming amount and date; ten fast clicks send one request', async () => {
    await open();
    const amount = await screen.findByTestId('payout-amount');
    await waitFor(() => expect(screen.getByTestId('payout-continue')).toBeEnabled());
    fireEvent.change(amount, { target: { value: '25' } });
    await userEvent.click(screen.getByTestId('payout-continue'));
    const dialog = await screen.findByRole('alertdialog');
    const next10th = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 10));
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent(LL.payouts.request.summary({ amount: 25, date: next10th }));
    const confirm = within(dialog).getByRole('button', { name: LL.payouts.request.confirm({ amount: 25 }) });
    for (let i = 0; i < 10; i += 1) fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST' && r.path === '/api/my-agent/payouts')).toHaveLength(1);
    expect(sent.find((r) => r.path === '/api/my-agent/payouts' && r.method === 'POST')?.idempotencyKey).toBeTruthy();
    expect(await screen.findByText(LL.payouts.request.done({ amount: 25, date: next10th }))).toBeVisible();
    const history = await screen.findByTestId('payout-history');
    await waitFor(() => expect(within(history).getByText(usd(2500))).toBeVisible());
  });

  it('lists every payout with its status: paid (with the day), requested (with its date), canceled', async () => {
    getDb().payouts.push({ id: 'pay_canceled', userId: 'usr_creator', amountCents: 1500, status: 'CANCELED', requestedAt: '2026-01-02T10:00:00.000Z', scheduledFor: '2026-02-10', paidAt: null });
    await open();
    const history = await screen.findByTestId('payout-history');
    const rows = within(history).getAllByRole('row').slice(1);
    const statuses = rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
    const paid = getDb().payouts.find((p) => p.status === 'PAID');
    const requested = getDb().payouts.find((p) => p.status === 'REQUESTED');
    expect(statuses).toContain(`${LL.payouts.history.statuses.PAID()}${LL.payouts.history.paidOn({ date: new Date(paid?.paidAt ?? 0) })}`);
    expect(statuses).toContain(`${LL.payouts.history.statuses.REQUESTED()}${LL.payouts.history.arrivesOn({ date: new Date(`${requested?.scheduledFor ?? ''}T00:00:00Z`) })}`);
    expect(statuses).toContain(LL.payouts.history.statuses.CANCELED());
  });

  it('draws the history below the fold once the first screen has settled, and the bank form only to edit', async () => {
    const settle = holdFirstScreen();
    await open();
    expect(await screen.findByTestId('bank-info')).toBeVisible();
    expect(screen.getByTestId('payout-history-loading')).toBeVisible();
    expect(screen.queryByTestId('payout-history')).toBeNull();
    expect(screen.queryByTestId('bank-info-form')).toBeNull();

    settle();
    expect(await screen.findByTestId('payout-history')).toBeVisible();
    expect(screen.queryByTestId('payout-history-loading')).toBeNull();
    await userEvent.click(screen.getByTestId('bank-edit'));
    expect(await screen.findByTestId('bank-info-form')).toBeVisible();
  });

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await open('ja');
    expect(await screen.findByRole('heading', { level: 1, name: ja.payouts.titles.withdraw() })).toBeVisible();
    expect(await screen.findByText(ja.payouts.request.rule())).toBeVisible();
    await userEvent.click(await screen.findByTestId('bank-edit'));
    await setField('bank-swift', 'NOPE');
    await userEvent.click(screen.getByTestId('bank-save'));
    expect(await screen.findByText(ja.payouts.rules.swift())).toBeVisible();
  });
});
