/**
 * A fresh Idempotency-Key for one intended money operation. Create it when the user starts
 * the operation (not per attempt), so a retry after a lost answer cannot charge twice.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();
