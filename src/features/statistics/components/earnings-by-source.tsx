import { BarSegment, useChart, type BarSegmentData } from '@chakra-ui/charts';
import { Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import type { EarningsBreakdown } from '@/api/generated/model';
import { SectionCard } from '@/components/ui/section-card';
import { Stat } from '@/components/ui/stat';
import { useI18nContext } from '@/i18n/i18n-react';
import { centsToUsd } from '@/lib/money/money';

const sources = [
  { key: 'directEngagementCents', color: 'primary.solid' },
  { key: 'fanReferralsCents', color: 'secondary.solid' },
  { key: 'agentReferralCents', color: 'info.solid' },
] as const;

/** Earnings by source: direct engagement, fan referrals and agent referral, as figures and one segmented bar. */
export const EarningsBySource = ({ earnings }: { earnings: EarningsBreakdown }) => {
  const { LL } = useI18nContext();
  const chart = useChart<BarSegmentData>({
    data: sources.map((s) => ({ name: String(LL.statistics.sources[s.key]()), value: earnings[s.key], color: s.color })),
  });
  return (
    <SectionCard id="earnings" title={LL.statistics.earnings.title()} description={LL.statistics.earnings.description()}>
      <Stat.Root>
        <Stat.Label>{LL.statistics.earnings.total()}</Stat.Label>
        <Stat.ValueText fontSize="3xl" data-testid="earnings-total">
          {LL.format.usd({ amount: centsToUsd(earnings.totalCents) })}
        </Stat.ValueText>
      </Stat.Root>
      {earnings.totalCents > 0 ? (
        <Stack role="img" aria-label={LL.statistics.earnings.chartLabel()}>
          <BarSegment.Root chart={chart} barSize="4">
            <BarSegment.Content>
              <BarSegment.Bar gap="0.5" />
            </BarSegment.Content>
          </BarSegment.Root>
        </Stack>
      ) : null}
      <ColumnGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid="earnings-by-source">
        {sources.map((s) => (
          <Stack key={s.key} gap="1" borderLeftWidth="4px" borderColor={s.color} ps="3">
            <Text fontSize="sm" color="fg.muted">
              {LL.statistics.sources[s.key]()}
            </Text>
            <Text fontWeight="bold" fontSize="lg">
              {LL.format.usd({ amount: centsToUsd(earnings[s.key]) })}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {LL.statistics.sourceHelp[s.key]()}
            </Text>
          </Stack>
        ))}
      </ColumnGrid>
    </SectionCard>
  );
};
