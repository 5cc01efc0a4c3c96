import type { MessageRow } from '../../db/schema';
import { fail } from '../../http/errors';

/**
 * One page of a conversation, newest first. The cursor is the id of the oldest message of
 * the previous page, so pages stay stable while new messages arrive at the other end.
 */
export const pageBefore = (
  oldestFirst: MessageRow[],
  before: string | undefined,
  limit: number,
): { items: MessageRow[]; nextCursor: string | null } => {
  let end = oldestFirst.length;
  if (before) {
    end = oldestFirst.findIndex((m) => m.id === before);
    if (end < 0) throw fail.validation([{ path: 'before', message: 'Unknown cursor.' }]);
  }
  const start = Math.max(0, end - limit);
  const items = oldestFirst.slice(start, end).reverse();
  return { items, nextCursor: start > 0 ? (items.at(-1)?.id ?? null) : null };
};
