import { Skeleton, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { FormAlert } from './form-alert';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ table: tableSlotRecipe });

export interface DataColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Amounts line up on the end. */
  align?: 'end';
  /** Dates and amounts never wrap. */
  nowrap?: boolean;
  bold?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table (caption and scroll region) for screen readers. */
  title: string;
  /** undefined while the first page loads. */
  rows: T[] | undefined;
  columns: DataColumn<T>[];
  rowKey: (row: T, index: number) => string;
  /** What shows when there are no rows. */
  empty: ReactNode;
  error?: unknown;
  testId?: string;
}

/**
 * A statement-style table (history, payouts, top fans): loading, failure and empty states, and
 * a scroll region that keyboard users can reach on a phone, where the table is wider than the screen.
 */
export const DataTable = <T,>({ title, rows, columns, rowKey, empty, error, testId }: DataTableProps<T>) => {
  const { LL } = useI18nContext();
  if (error) return <FormAlert>{errorMessage(LL, error)}</FormAlert>;
  if (!rows) return <Skeleton height="24" />;
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={title}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption srOnly>{title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, i) => (
              <Table.ColumnHeader key={i} textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row, index)}>
              {columns.map((column, i) => (
                <Table.Cell key={i} textAlign={column.align} whiteSpace={column.nowrap ? 'nowrap' : undefined} fontWeight={column.bold ? 'semibold' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};
