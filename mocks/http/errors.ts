import type { ErrorName } from '@/api/generated/model';

/**
 * Thrown by rules and handlers; `route` turns it into the contract's Error body. Extra
 * fields (email, fields, requiredPoints, retryAfterSeconds) travel in `extra`.
 */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: ErrorName,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }

  toBody(): Record<string, unknown> {
    return { status: this.status, name: this.errorName, description: this.description, ...this.extra };
  }
}

export interface FieldProblem {
  path: string;
  message: string;
}

export const fail = {
  validation: (fields: FieldProblem[], description = 'The request is not valid.') =>
    new MockApiError(400, 'ValidationFailed', description, { fields }),
  unauthorized: (description = 'Sign in to continue.') => new MockApiError(401, 'Unauthorized', description),
  expiredToken: () => new MockApiError(401, 'ExpiredAccessToken', 'The access token has expired.'),
  forbidden: (description = 'You cannot do that.') => new MockApiError(403, 'Forbidden', description),
  agentRequired: () => new MockApiError(403, 'AgentRequired', 'Create your agent first.'),
  notFound: (what = 'Not found.') => new MockApiError(404, 'NotFound', what),
  alreadyAdded: (description = 'Already added.') => new MockApiError(409, 'AlreadyAdded', description),
  insufficientPoints: (requiredPoints: number) =>
    new MockApiError(402, 'InsufficientPoints', 'Insufficient points. Add more to continue.', { requiredPoints }),
  rateLimited: (retryAfterSeconds: number) =>
    new MockApiError(429, 'RateLimited', 'Please wait before trying again.', { retryAfterSeconds }),
};
