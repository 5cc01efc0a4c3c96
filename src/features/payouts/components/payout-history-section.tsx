import { Badge, Text } from '@chakra-ui/react';
import { useListPayouts } from '@/api/generated/endpoints/payouts/payouts';
import type { Payout, PayoutStatus } from '@/api/generated/model';
import { DataTable } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { centsToUsd } from '@/lib/money/money';
import { calendarDate } from '@/lib/money/payout-date';

const statusColor: Record<PayoutStatus, string> = { REQUESTED: 'info', PAID: 'success', CANCELED: 'neutral' };

/** Every payout request with its status: requested (and when it will arrive), paid, or canceled. */
export const PayoutHistorySection = () => {
  const { LL } = useI18nContext();
  const payouts = useListPayouts();
  return (
    <SectionCard id="payout-history" title={LL.payouts.history.title()}>
      <DataTable<Payout>
        title={LL.payouts.history.title()}
        rows={payouts.data?.items}
        error={payouts.error}
        empty={LL.payouts.history.empty()}
        testId="payout-history"
        rowKey={(p) => p.id}
        columns={[
          { header: LL.payouts.history.requested(), nowrap: true, cell: (p) => LL.format.date({ value: new Date(p.requestedAt) }) },
          { header: LL.payouts.history.amount(), align: 'end', nowrap: true, bold: true, cell: (p) => LL.format.usd({ amount: centsToUsd(p.amountCents) }) },
          {
            header: LL.payouts.history.status(),
            cell: (p) => (
              <>
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
              </>
            ),
          },
        ]}
      />
    </SectionCard>
  );
};
