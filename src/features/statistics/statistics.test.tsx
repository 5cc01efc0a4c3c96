import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMyAgentStatistics } from '@/api/generated/endpoints/statistics/statistics';
import { i18nObject } from '@/i18n/i18n-util';
import { centsToUsd } from '@/lib/money/money';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { recordSent } from '../../../tests/money-kit';
import { renderSignedIn } from '../../../tests/demo-user';
import StatisticsPage from './pages/statistics-page';
import { holdFirstScreen } from '../../../tests/first-screen';

// /my-agent/statistics alone against the mock backend: earnings by source, the period
// selector (which asks for that period), engagement figures, and the top fans traced back
// to their conversations.
setupMockBackend();
const sent = recordSent();
const LL = i18nObject('en');
const usd = (cents: number) => LL.format.usd({ amount: centsToUsd(cents) });

// The charts are lazy chunks: load them once, so no test waits on the import.
beforeAll(async () => {
  await Promise.all([import('./components/earnings-by-source'), import('./components/series-charts')]);
});

const open = (locale: 'en' | 'ja' = 'en') => renderSignedIn(<StatisticsPage />, { as: 'creator', route: '/my-agent/statistics', locale });

describe('/my-agent/statistics', () => {
  it('shows earnings by source, engagement and the top fans with their conversations', async () => {
    await open();
    const stats = await getMyAgentStatistics({ period: '30d' });
    expect(await screen.findByTestId('earnings-total')).toHaveTextContent(usd(stats.earnings.totalCents));
    const sources = screen.getByTestId('earnings-by-source');
    expect(sources).toHaveTextContent(`${LL.statistics.sources.directEngagementCents()}${usd(stats.earnings.directEngagementCents)}`);
    expect(sources).toHaveTextContent(`${LL.statistics.sources.fanReferralsCents()}${usd(stats.earnings.fanReferralsCents)}`);
    expect(sources).toHaveTextContent(`${LL.statistics.sources.agentReferralCents()}${usd(stats.earnings.agentReferralCents)}`);
    const engagement = screen.getByTestId('engagement');
    for (const key of ['fans', 'messages', 'tips', 'unlocks', 'subscribers'] as const) {
      expect(engagement).toHaveTextContent(`${LL.statistics.engagement[key]()}${LL.statistics.engagement.value({ value: stats[key] })}`);
    }
    const top = screen.getByTestId('top-fans');
    const first = stats.topFans[0];
    expect(first).toBeDefined();
    if (!first) return;
    const row = within(top).getByText(first.nickname).closest('tr');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent(usd(first.earningsCents));
    expect(row).toHaveTextContent(LL.statistics.topFans.conversation({ count: first.messages, date: new Date(first.conversationStartedAt) }));
    expect(screen.getByTestId('to-withdraw')).toHaveAttribute('href', '/my-agent/statistics/withdraw');
  });

  it('draws the charts over time once the first screen has settled, holding their place until then', async () => {
    const settle = holdFirstScreen();
    await open();
    const stats = await getMyAgentStatistics({ period: '30d' });
    await screen.findByTestId('earnings-total');
    expect(screen.getByRole('img', { name: LL.statistics.earnings.chartLabel() })).toBeVisible();
    const earningsChart = { name: LL.statistics.charts.earningsLabel({ days: stats.series.length }) };
    const engagementChart = { name: LL.statistics.charts.engagementLabel({ days: stats.series.length }) };
    expect(screen.queryByRole('img', earningsChart)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', engagementChart)).not.toBeInTheDocument();
    settle();
    expect(await screen.findByRole('img', earningsChart)).toBeInTheDocument();
    expect(await screen.findByRole('img', engagementChart)).toBeInTheDocument();
  });

  it('asks for the period chosen and shows its figures', async () => {
    await open();
    await screen.findByTestId('earnings-total');
    const picker = screen.getByTestId('period-picker');
    expect(within(picker).getByRole('button', { name: LL.statistics.period.options['30d']() })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(picker).getByRole('button', { name: LL.statistics.period.options['7d']() }));
    const week = await getMyAgentStatistics({ period: '7d' });
    await waitFor(() => expect(screen.getByTestId('earnings-total')).toHaveTextContent(usd(week.earnings.totalCents)));
    expect(within(picker).getByRole('button', { name: LL.statistics.period.options['7d']() })).toHaveAttribute('aria-pressed', 'true');
    expect(sent.some((r) => r.path === '/api/my-agent/statistics' && r.search.includes('period=7d'))).toBe(true);
  });

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await open('ja');
    expect(screen.getByRole('heading', { level: 1, name: ja.statistics.titles.statistics() })).toBeVisible();
    expect(await screen.findByText(ja.statistics.engagement.title())).toBeVisible();
    expect(screen.getByRole('group', { name: ja.statistics.period.label() })).toBeVisible();
  });
});
