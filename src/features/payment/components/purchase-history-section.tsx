import { Badge, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useListPurchaseHistory } from '@/api/generated/endpoints/payment/payment';
import type { Purchase } from '@/api/generated/model';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { centsToUsd } from '@/lib/money/money';

const pageSize = 10;

/** Packages, top-ups and subscription charges, newest first, a page at a time. */
export const PurchaseHistorySection = () => {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const history = useListPurchaseHistory({ page, pageSize }, { query: { placeholderData: (previous) => previous } });
  return (
    <SectionCard id="history" title={LL.payment.history.title()}>
      <DataTable<Purchase>
        title={LL.payment.history.title()}
        rows={history.data?.items}
        error={history.error}
        empty={LL.payment.history.empty()}
        testId="purchase-history"
        rowKey={(p) => p.id}
        columns={[
          { header: LL.payment.history.date(), nowrap: true, cell: (p) => LL.format.date({ value: new Date(p.createdAt) }) },
          {
            header: LL.payment.history.item(),
            cell: (p) => (
              <>
                <Text fontWeight="medium">{LL.payment.history.kinds[p.kind]()}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {LL.format.points({ count: p.points })} · {LL.payment.history.card({ last4: p.paymentMethodLast4 })}
                  {p.status === 'REFUNDED' ? (
                    <>
                      {' '}
                      <Badge colorPalette="warning">{LL.payment.history.refunded()}</Badge>
                    </>
                  ) : null}
                </Text>
              </>
            ),
          },
          { header: LL.payment.history.amount(), align: 'end', nowrap: true, bold: true, cell: (p) => LL.format.usd({ amount: centsToUsd(p.priceCents) }) },
        ]}
      />
      {history.data ? <Pager page={page} pageSize={pageSize} total={history.data.pageInfo.total} onPageChange={setPage} label={LL.payment.history.pages()} /> : null}
    </SectionCard>
  );
};
