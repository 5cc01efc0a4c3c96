import { Badge, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useGetWallet, useListPointTransactions } from '@/api/generated/endpoints/wallet/wallet';
import type { PointTransaction } from '@/api/generated/model';
import { FormAlert } from '@/components/ui/form-alert';
import { Pager } from '@/components/ui/pager';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { Stat } from '@/components/ui/stat';

registerSlotRecipes({ table: tableSlotRecipe });

const pageSize = 10;

const TransactionRow = ({ tx }: { tx: PointTransaction }) => {
  const { LL } = useI18nContext();
  const incoming = tx.points >= 0;
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap="0">
          <Text fontWeight="medium">{LL.payment.wallet.types[tx.type]()}</Text>
          <Text fontSize="xs" color="fg.muted">
            {tx.agentName ? LL.payment.wallet.withAgent({ agentName: tx.agentName }) : null} {LL.format.date({ value: new Date(tx.createdAt) })}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Text fontWeight="semibold" color={incoming ? 'success.fg' : 'fg'}>
          {incoming ? LL.payment.wallet.in({ count: tx.points }) : LL.payment.wallet.out({ count: -tx.points })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {LL.payment.wallet.balanceAfter({ count: tx.balanceAfter })}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
};

/** The wallet: the balance the header badge shows, and every point in and out with its reason. */
export const WalletSection = () => {
  const { LL } = useI18nContext();
  const wallet = useGetWallet();
  const [page, setPage] = useState(1);
  const transactions = useListPointTransactions({ page, pageSize }, { query: { placeholderData: (previous) => previous } });
  const points = wallet.data?.wallet.points;
  return (
    <SectionCard id="wallet" title={LL.payment.wallet.title()} description={LL.payment.wallet.description()}>
      <Stat.Root borderWidth="1px" borderRadius="lg" p="4" bg="primary.subtle">
        <Stat.Label color="fg">{LL.payment.wallet.balance()}</Stat.Label>
        <Skeleton loading={points === undefined} asChild>
          <Stat.ValueText fontSize="3xl" color="primary.fg" data-testid="wallet-balance" aria-live="polite">
            {LL.format.points({ count: points ?? 0 })}
          </Stat.ValueText>
        </Skeleton>
      </Stat.Root>
      <Stack gap="2">
        <HStack justify="space-between">
          <Text as="h3" fontWeight="semibold">
            {LL.payment.wallet.transactions()}
          </Text>
          {transactions.data ? <Badge variant="subtle">{LL.payment.wallet.count({ count: transactions.data.pageInfo.total })}</Badge> : null}
        </HStack>
        {transactions.isError ? <FormAlert>{errorMessage(LL, transactions.error)}</FormAlert> : null}
        {transactions.isPending ? <Skeleton height="24" /> : null}
        {transactions.data && transactions.data.items.length === 0 ? <Text color="fg.muted">{LL.payment.wallet.empty()}</Text> : null}
        {transactions.data && transactions.data.items.length > 0 ? (
          <Table.Root size="sm" data-testid="transactions">
            <Table.Caption srOnly>{LL.payment.wallet.transactions()}</Table.Caption>
            <Table.Header srOnly>
              <Table.Row>
                <Table.ColumnHeader>{LL.payment.wallet.reason()}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LL.payment.wallet.points()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {transactions.data.items.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
        {transactions.data ? (
          <Pager page={page} pageSize={pageSize} total={transactions.data.pageInfo.total} onPageChange={setPage} label={LL.payment.wallet.pages()} />
        ) : null}
      </Stack>
    </SectionCard>
  );
};
