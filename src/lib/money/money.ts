/** Cents to the dollars the `usd` formatter takes. Integer cents in, exact decimal out. */
export const centsToUsd = (cents: number): number => cents / 100;
