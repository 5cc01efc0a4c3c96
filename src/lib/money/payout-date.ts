// "The requested balance is transferred on the 10th of the next month" (spec sections 1 and 9).
// Payout dates are calendar dates (YYYY-MM-DD, UTC) as the contract's `scheduledFor` is.

const dayMs = 86_400_000;

/** The transfer date of a payout requested at `requestedAt`: the 10th of the following month (UTC). */
export const payoutDateFor = (requestedAt: Date): string =>
  new Date(Date.UTC(requestedAt.getUTCFullYear(), requestedAt.getUTCMonth() + 1, 10)).toISOString().slice(0, 10);

/** Whole days from `now` until the start of `date` (UTC); 0 on the day itself or after it. */
export const daysUntil = (date: string, now: Date): number =>
  Math.max(0, Math.ceil((Date.parse(`${date}T00:00:00Z`) - now.getTime()) / dayMs));

/** A calendar date as a Date at UTC midnight, for the date formatter. */
export const calendarDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
