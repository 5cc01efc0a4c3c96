import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Text } from '@chakra-ui/react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsPoint } from '@/api/generated/model';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';

const usd = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Earnings per day over the period (an area chart), for the trend the totals hide. */
export const EarningsChart = ({ series }: { series: StatisticsPoint[] }) => {
  const { LL, locale } = useI18nContext();
  const chart = useChart({
    data: series.map((p) => ({ date: p.date, earnings: p.earningsCents / 100 })),
    series: [{ name: 'earnings', color: 'primary.solid', label: LL.statistics.charts.earnings() }],
  });
  const money = usd(locale);
  const dates = day(locale);
  return (
    <SectionCard id="earnings-trend" title={LL.statistics.charts.earningsTitle()}>
      <Box role="img" aria-label={LL.statistics.charts.earningsLabel({ days: series.length })}>
        <Chart.Root maxH="64" chart={chart}>
          <AreaChart responsive data={chart.data} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('date')} tickLine={false} axisLine={false} tickFormatter={(v: string) => dates.format(new Date(`${v}T00:00:00Z`))} minTickGap={24} />
            <YAxis tickLine={false} axisLine={false} width={56} tickFormatter={(v: number) => money.format(v)} />
            <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip />} />
            {chart.series.map((item) => (
              <Area key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} fillOpacity={0.2} stroke={chart.color(item.color)} strokeWidth={2} />
            ))}
          </AreaChart>
        </Chart.Root>
      </Box>
    </SectionCard>
  );
};

/** Fan messages and new fans per day. */
export const EngagementChart = ({ series }: { series: StatisticsPoint[] }) => {
  const { LL, locale } = useI18nContext();
  const chart = useChart({
    data: series.map((p) => ({ date: p.date, messages: p.messages, newFans: p.newFans })),
    series: [
      { name: 'messages', color: 'secondary.solid', label: LL.statistics.charts.messages() },
      { name: 'newFans', color: 'info.solid', label: LL.statistics.charts.newFans() },
    ],
  });
  const dates = day(locale);
  if (series.every((p) => p.messages === 0 && p.newFans === 0)) {
    return <Text color="fg.muted">{LL.statistics.charts.noActivity()}</Text>;
  }
  return (
    <Box role="img" aria-label={LL.statistics.charts.engagementLabel({ days: series.length })}>
      <Chart.Root maxH="56" chart={chart}>
        <BarChart responsive data={chart.data} accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('date')} tickLine={false} axisLine={false} tickFormatter={(v: string) => dates.format(new Date(`${v}T00:00:00Z`))} minTickGap={24} />
          <YAxis tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} stackId="a" />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
};
