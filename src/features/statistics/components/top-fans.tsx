import { HStack, Text } from '@chakra-ui/react';
import type { TopFan } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { DataTable } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { centsToUsd } from '@/lib/money/money';

/** The fans who earned the creator most, each traced to their conversation: what it earned from messages, tips and unlocks. */
export const TopFans = ({ fans }: { fans: TopFan[] }) => {
  const { LL } = useI18nContext();
  const usd = (cents: number) => LL.format.usd({ amount: centsToUsd(cents) });
  return (
    <SectionCard id="top-fans" title={LL.statistics.topFans.title()} description={LL.statistics.topFans.description()}>
      <DataTable<TopFan>
        title={LL.statistics.topFans.title()}
        rows={fans}
        empty={LL.statistics.topFans.empty()}
        testId="top-fans"
        rowKey={(fan, i) => `${fan.nickname}-${i}`}
        columns={[
          {
            header: LL.statistics.topFans.fan(),
            cell: (fan) => (
              <HStack gap="2" fontWeight="medium">
                <Avatar name={fan.nickname} src={fan.avatarUrl} size="xs" />
                {fan.nickname}
              </HStack>
            ),
          },
          { header: LL.statistics.topFans.earned(), align: 'end', nowrap: true, bold: true, cell: (fan) => usd(fan.earningsCents) },
          {
            header: LL.statistics.topFans.fromConversation(),
            cell: (fan) => (
              <>
                <Text fontSize="xs">
                  {LL.statistics.topFans.breakdown({ messages: usd(fan.messageEarningsCents), tips: usd(fan.tipEarningsCents), unlocks: usd(fan.unlockEarningsCents) })}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {LL.statistics.topFans.conversation({ count: fan.messages, date: new Date(fan.conversationStartedAt) })}
                </Text>
              </>
            ),
          },
        ]}
      />
    </SectionCard>
  );
};
