import { HStack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the list it pages, for screen readers ("Purchase history pages"). */
  label: string;
}

/** Previous / next for a page-based statement, with "Page 2 of 5". Hidden when one page holds everything. */
export const Pager = ({ page, pageSize, total, onPageChange, label }: PagerProps) => {
  const { LL } = useI18nContext();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" pt="2">
      <Button size="sm" variant="outline" color="neutral" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {LL.money.pager.previous()}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {LL.money.pager.pageOf({ page, pages })}
      </Text>
      <Button size="sm" variant="outline" color="neutral" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {LL.money.pager.next()}
      </Button>
    </HStack>
  );
};
