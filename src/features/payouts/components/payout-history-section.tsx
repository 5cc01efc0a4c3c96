import { Badge, Skeleton, Table, Text } from '@chakra-ui/react';
import { useListPayouts } from '@/api/generated/endpoints/payouts/payouts';
import type { PayoutStatus } from '@/api/generated/model';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { centsToUsd } from '@/lib/money/money';
import { calendarDate } from '@/lib/money/payout-date';

const statusColor: Record<PayoutStatus, string> = { REQUESTED: 'info', PAID: 'success', CANCELED: 'neutral' };

/** Every payout request with its status: requested (and when it will arrive), paid, or canceled. */
export const PayoutHistorySection = () => {
  const { LL } = useI18nContext();
  const payouts = useListPayouts();
  return (
    <SectionCard id="payout-history" title={LL.payouts.history.title()}>
      {payouts.isError ? <FormAlert>{errorMessage(LL, payouts.error)}</FormAlert> : null}
      {payouts.isPending ? <Skeleton height="24" /> : null}
      {payouts.data && payouts.data.items.length === 0 ? <Text color="fg.muted">{LL.payouts.history.empty()}</Text> : null}
      {payouts.data && payouts.data.items.length > 0 ? (
        <Table.ScrollArea tabIndex={0} role="region" aria-label={LL.payouts.history.title()}>
          <Table.Root size="sm" data-testid="payout-history">
            <Table.Caption srOnly>{LL.payouts.history.title()}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.payouts.history.requested()}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LL.payouts.history.amount()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.payouts.history.status()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payouts.data.items.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell whiteSpace="nowrap">{LL.format.date({ value: new Date(p.requestedAt) })}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                    {LL.format.usd({ amount: centsToUsd(p.amountCents) })}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statusColor[p.status]} variant="subtle">
                      {LL.payouts.history.statuses[p.status]()}
                    </Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {p.status === 'PAID' && p.paidAt
                        ? LL.payouts.history.paidOn({ date: new Date(p.paidAt) })
                        : p.status === 'REQUESTED'
                          ? LL.payouts.history.arrivesOn({ date: calendarDate(p.scheduledFor) })
                          : null}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </SectionCard>
  );
};
