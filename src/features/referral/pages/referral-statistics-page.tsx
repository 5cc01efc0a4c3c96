import { Badge, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useGetReferralStatistics } from '@/api/generated/endpoints/referral/referral';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { centsToUsd } from '@/lib/money/money';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { Stat } from '@/components/ui/stat';

registerSlotRecipes({ table: tableSlotRecipe });

/** /referral/statistics: visits, sign-ups, who joined and what they earned the user. */
export default function ReferralStatisticsPage() {
  const { LL } = useI18nContext();
  const query = useGetReferralStatistics();
  const stats = query.data;
  const figures = stats
    ? ([
        ['clicks', LL.statistics.engagement.value({ value: stats.clicks })],
        ['signups', LL.statistics.engagement.value({ value: stats.signups })],
        ['fanReferrals', LL.statistics.engagement.value({ value: stats.fanReferrals })],
        ['creatorReferrals', LL.statistics.engagement.value({ value: stats.creatorReferrals })],
        ['earned', LL.format.usd({ amount: centsToUsd(stats.earnedCents) })],
      ] as const)
    : [];
  return (
    <Stack gap="5" pt="3">
      <title>{`${LL.referral.titles.referralStatistics()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.referral.titles.referralStatistics()}
        </Heading>
        {stats ? <Text color="fg.muted">{LL.referral.stats.code({ code: stats.referralCode })}</Text> : null}
      </Stack>
      {query.isError ? <FormAlert>{errorMessage(LL, query.error)}</FormAlert> : null}
      {query.isPending ? <Skeleton height="40" /> : null}
      {stats ? (
        <>
          <ColumnGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="referral-figures">
            {figures.map(([key, value]) => (
              <Stat.Root key={key} borderWidth="1px" borderRadius="lg" p="3" data-testid={`referral-${key}`}>
                <Stat.Label>{LL.referral.stats[key]()}</Stat.Label>
                <Stat.ValueText>{value}</Stat.ValueText>
              </Stat.Root>
            ))}
          </ColumnGrid>
          <SectionCard id="referrals" title={LL.referral.stats.people()}>
            {stats.referrals.length === 0 ? (
              <Text color="fg.muted">{LL.referral.stats.nobody()}</Text>
            ) : (
              <Table.ScrollArea tabIndex={0} role="region" aria-label={LL.referral.stats.people()}>
                <Table.Root size="sm" data-testid="referrals">
                  <Table.Caption srOnly>{LL.referral.stats.people()}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{LL.referral.stats.who()}</Table.ColumnHeader>
                      <Table.ColumnHeader>{LL.referral.stats.joined()}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{LL.referral.stats.earned()}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {stats.referrals.map((r, i) => (
                      <Table.Row key={`${r.nickname}-${r.joinedAt}-${i}`}>
                        <Table.Cell>
                          {r.nickname}{' '}
                          <Badge variant="subtle" colorPalette={r.kind === 'CREATOR' ? 'info' : 'primary'}>
                            {LL.referral.stats.kinds[r.kind]()}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{LL.format.date({ value: new Date(r.joinedAt) })}</Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {LL.format.usd({ amount: centsToUsd(r.earnedCents) })}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </SectionCard>
        </>
      ) : null}
    </Stack>
  );
}
