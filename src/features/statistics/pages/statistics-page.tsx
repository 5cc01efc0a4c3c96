import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetMyAgentStatistics } from '@/api/generated/endpoints/statistics/statistics';
import type { StatisticsPeriod, StatisticsResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { Stat } from '@/components/ui/stat';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { AfterFirstScreen } from '@/lib/use-first-screen-settled';
import { centsToUsd } from '@/lib/money/money';
import { PeriodPicker } from '../components/period-picker';
import { TopFans } from '../components/top-fans';

// Earnings by source is the top of the page: its segmented bar (Chakra charts, no recharts)
// loads with it. The two charts over time (recharts, ~100 KB gzip) are below the fold on a
// phone: they load once the first screen has settled, a skeleton holding their place.
const EarningsBySource = lazy(() => import('../components/earnings-by-source').then((m) => ({ default: m.EarningsBySource })));
const EarningsChart = lazy(() => import('../components/series-charts').then((m) => ({ default: m.EarningsChart })));
const EngagementChart = lazy(() => import('../components/series-charts').then((m) => ({ default: m.EngagementChart })));
const chartFallback = <Skeleton height="48" borderRadius="lg" />;

const Engagement = ({ stats }: { stats: StatisticsResponse }) => {
  const { LL } = useI18nContext();
  const figures = [
    ['fans', stats.fans],
    ['messages', stats.messages],
    ['tips', stats.tips],
    ['unlocks', stats.unlocks],
    ['subscribers', stats.subscribers],
  ] as const;
  return (
    <SectionCard id="engagement" title={LL.statistics.engagement.title()} description={LL.statistics.engagement.description()}>
      <ColumnGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3" data-testid="engagement">
        {figures.map(([key, value]) => (
          <Stat.Root key={key} borderWidth="1px" borderRadius="lg" p="3">
            <Stat.Label>{LL.statistics.engagement[key]()}</Stat.Label>
            <Stat.ValueText>{LL.statistics.engagement.value({ value })}</Stat.ValueText>
          </Stat.Root>
        ))}
      </ColumnGrid>
      <AfterFirstScreen fallback={chartFallback}>
        <EngagementChart series={stats.series} />
      </AfterFirstScreen>
    </SectionCard>
  );
};

/** /my-agent/statistics: what the creator earned and from where, engagement, top fans; the way to Banking. */
export default function StatisticsPage() {
  const { LL } = useI18nContext();
  const [period, setPeriod] = useState<StatisticsPeriod>('30d');
  const query = useGetMyAgentStatistics({ period }, { query: { placeholderData: (previous) => previous } });
  const stats = query.data;
  return (
    <Stack gap="5">
      <title>{`${LL.statistics.titles.statistics()} | ${LL.app.name()}`}</title>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {LL.statistics.titles.statistics()}
          </Heading>
          <Text color="fg.muted">{LL.statistics.intro()}</Text>
        </Stack>
        <Button asChild variant="soft">
          <RouterLink to="/my-agent/statistics/withdraw" data-testid="to-withdraw">
            {LL.statistics.withdraw()}
          </RouterLink>
        </Button>
      </HStack>
      <PeriodPicker value={period} onChange={setPeriod} />
      {query.isError ? <FormAlert>{errorMessage(LL, query.error)}</FormAlert> : null}
      {query.isPending ? <Skeleton height="60" borderRadius="lg" /> : null}
      {stats ? (
        <Stack gap="5" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData || undefined}>
          <ColumnGrid columns={2} gap="3">
            <Stat.Root borderWidth="1px" borderRadius="lg" p="3" bg="primary.subtle">
              <Stat.Label color="fg">{LL.statistics.available()}</Stat.Label>
              <Stat.ValueText color="primary.fg">{LL.format.usd({ amount: centsToUsd(stats.availableBalanceCents) })}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" borderRadius="lg" p="3">
              <Stat.Label>{LL.statistics.pending()}</Stat.Label>
              <Stat.ValueText>{LL.format.usd({ amount: centsToUsd(stats.pendingPayoutCents) })}</Stat.ValueText>
            </Stat.Root>
          </ColumnGrid>
          <Suspense fallback={chartFallback}>
            <EarningsBySource earnings={stats.earnings} />
          </Suspense>
          <AfterFirstScreen fallback={chartFallback}>
            <EarningsChart series={stats.series} />
          </AfterFirstScreen>
          <Engagement stats={stats} />
          <TopFans fans={stats.topFans} />
        </Stack>
      ) : null}
    </Stack>
  );
}
