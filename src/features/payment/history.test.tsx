import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderMoney, signIn } from '../../../tests/money-kit';
import { PurchaseHistorySection } from './components/purchase-history-section';
import { WalletSection } from './components/wallet-section';

// The statements alone against the mock backend: purchase history (packages, top-ups,
// subscription charges) and the points transactions (in and out, with the reason), both
// a page at a time.
setupMockBackend();
const LL = i18nObject('en');

/** Enough rows for the fan that the statements need a second page. */
const fillStatements = () => {
  const db = getDb();
  const purchase = db.purchases.find((p) => p.userId === 'usr_fan');
  const tx = db.pointTransactions.find((t) => t.userId === 'usr_fan');
  if (!purchase || !tx) throw new Error('the seed has no statements for the fan');
  for (let i = 0; i < 12; i += 1) {
    // The newest rows: they fill page 1 and start page 2.
    const createdAt = new Date(Date.now() + (i + 1) * 1000).toISOString();
    db.purchases.push({ ...purchase, id: `pur_old_${i}`, kind: 'TOP_UP', createdAt });
    db.pointTransactions.push({ ...tx, id: `ptx_old_${i}`, type: 'TIP', points: -50, agentName: 'aoi_draws', createdAt });
  }
};

describe('statements', () => {
  it('pages through the purchase history, newest first', async () => {
    fillStatements();
    await signIn('fan@kizuna.example');
    renderMoney(<PurchaseHistorySection />, 'en');
    const table = await screen.findByTestId('purchase-history');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pager = screen.getByRole('navigation', { name: LL.payment.history.pages() });
    const total = getDb().purchases.filter((p) => p.userId === 'usr_fan').length;
    const pages = Math.ceil(total / 10);
    expect(pager).toHaveTextContent(LL.money.pager.pageOf({ page: 1, pages }));
    await userEvent.click(within(pager).getByRole('button', { name: LL.money.pager.next() }));
    await waitFor(() => expect(pager).toHaveTextContent(LL.money.pager.pageOf({ page: 2, pages })));
    expect(await within(screen.getByTestId('purchase-history')).findAllByText(LL.payment.history.kinds.TOP_UP())).not.toHaveLength(0);
  });

  it('shows the balance and the points in and out with their reason, a page at a time', async () => {
    fillStatements();
    await signIn('fan@kizuna.example');
    renderMoney(<WalletSection />, 'en');
    const balance = await screen.findByTestId('wallet-balance');
    await waitFor(() => expect(balance).toHaveTextContent(LL.format.points({ count: 1200 })));
    const table = await screen.findByTestId('transactions');
    await waitFor(() => expect(within(table).getAllByText(LL.payment.wallet.types.TIP())).toHaveLength(10));
    expect(table).toHaveTextContent(LL.payment.wallet.out({ count: 50 }));
    const pager = screen.getByRole('navigation', { name: LL.payment.wallet.pages() });
    await userEvent.click(within(pager).getByRole('button', { name: LL.money.pager.next() }));
    const pages = Math.ceil(getDb().pointTransactions.filter((t) => t.userId === 'usr_fan').length / 10);
    await waitFor(() => expect(pager).toHaveTextContent(LL.money.pager.pageOf({ page: 2, pages })));
    await waitFor(() => expect(within(screen.getByTestId('transactions')).getAllByText(LL.payment.wallet.types.TIP())).toHaveLength(2));
    expect(screen.getByTestId('transactions')).toHaveTextContent(LL.payment.wallet.withAgent({ agentName: 'aoi_draws' }));
  });

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await signIn('fan@kizuna.example');
    renderMoney(<PurchaseHistorySection />, 'ja');
    const table = await screen.findByTestId('purchase-history');
    expect(within(table).getByRole('columnheader', { name: ja.payment.history.amount() })).toBeInTheDocument();
  });
});
