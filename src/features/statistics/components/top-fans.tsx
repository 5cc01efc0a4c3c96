import { HStack, Table, Text } from '@chakra-ui/react';
import type { TopFan } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { centsToUsd } from '@/lib/money/money';

/** The fans who earned the creator most, each traced to their conversation: what it earned from messages, tips and unlocks. */
export const TopFans = ({ fans }: { fans: TopFan[] }) => {
  const { LL } = useI18nContext();
  const usd = (cents: number) => LL.format.usd({ amount: centsToUsd(cents) });
  return (
    <SectionCard id="top-fans" title={LL.statistics.topFans.title()} description={LL.statistics.topFans.description()}>
      {fans.length === 0 ? (
        <Text color="fg.muted">{LL.statistics.topFans.empty()}</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label={LL.statistics.topFans.title()}>
          <Table.Root size="sm" data-testid="top-fans">
            <Table.Caption srOnly>{LL.statistics.topFans.title()}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.statistics.topFans.fan()}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LL.statistics.topFans.earned()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.statistics.topFans.fromConversation()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fans.map((fan, i) => (
                <Table.Row key={`${fan.nickname}-${i}`}>
                  <Table.Cell>
                    <HStack gap="2" fontWeight="medium">
                      <Avatar name={fan.nickname} src={fan.avatarUrl} size="xs" />
                      {fan.nickname}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                    {usd(fan.earningsCents)}
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontSize="xs">
                      {LL.statistics.topFans.breakdown({ messages: usd(fan.messageEarningsCents), tips: usd(fan.tipEarningsCents), unlocks: usd(fan.unlockEarningsCents) })}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {LL.statistics.topFans.conversation({ count: fan.messages, date: new Date(fan.conversationStartedAt) })}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  );
};
