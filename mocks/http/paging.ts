import type { PageInfo } from '@/api/generated/model';

/** One page of rows already sorted, with the contract's PageInfo. */
export const paginate = <T>(rows: T[], page: number, pageSize: number): { items: T[]; pageInfo: PageInfo } => ({
  items: rows.slice((page - 1) * pageSize, page * pageSize),
  pageInfo: { page, pageSize, total: rows.length },
});

/** Newest first, by an ISO date field. */
export const newestFirst = <T extends { createdAt: string }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
