import { Badge, Skeleton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useListPurchaseHistory } from '@/api/generated/endpoints/payment/payment';
import { FormAlert } from '@/components/ui/form-alert';
import { Pager } from '@/components/ui/pager';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { centsToUsd } from '@/lib/money/money';

const pageSize = 10;

/** Packages, top-ups and subscription charges, newest first, a page at a time. */
export const PurchaseHistorySection = () => {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const history = useListPurchaseHistory({ page, pageSize }, { query: { placeholderData: (previous) => previous } });
  return (
    <SectionCard id="history" title={LL.payment.history.title()}>
      {history.isError ? <FormAlert>{errorMessage(LL, history.error)}</FormAlert> : null}
      {history.isPending ? <Skeleton height="24" /> : null}
      {history.data && history.data.items.length === 0 ? <Text color="fg.muted">{LL.payment.history.empty()}</Text> : null}
      {history.data && history.data.items.length > 0 ? (
        <Table.ScrollArea tabIndex={0} role="region" aria-label={LL.payment.history.title()}>
          <Table.Root size="sm" data-testid="purchase-history">
            <Table.Caption srOnly>{LL.payment.history.title()}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.payment.history.date()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.payment.history.item()}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LL.payment.history.amount()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.data.items.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell whiteSpace="nowrap">{LL.format.date({ value: new Date(p.createdAt) })}</Table.Cell>
                  <Table.Cell>
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
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                    {LL.format.usd({ amount: centsToUsd(p.priceCents) })}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {history.data ? <Pager page={page} pageSize={pageSize} total={history.data.pageInfo.total} onPageChange={setPage} label={LL.payment.history.pages()} /> : null}
    </SectionCard>
  );
};
