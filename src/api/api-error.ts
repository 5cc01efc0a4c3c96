import type { ErrorName } from './generated/model';

/** Error names the client itself produces, beside those of the contract. */
export type ClientErrorName = 'UnknownError';

/**
 * The one error type every API call rejects with: an error from the server keeps its
 * status, name and description; anything else (network failure, unreadable body) becomes
 * 500 `UnknownError` "unknown error occurred".
 */
export class ApiError extends Error {
  override readonly name: ErrorName | ClientErrorName;
  readonly status: number;
  readonly description: string;
  /** The whole error body, for the extra fields some errors carry (email, fields, …). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, name: ErrorName | ClientErrorName, description: string, body: Record<string, unknown> = {}) {
    super(description);
    this.status = status;
    this.name = name;
    this.description = description;
    this.body = body;
  }

  /** The e-mail carried by `GoogleLinkedAccount` and `GoogleAccountNotRegistered`. */
  get email(): string | undefined {
    return typeof this.body.email === 'string' ? this.body.email : undefined;
  }

  /** The broken rules carried by `ValidationFailed`. */
  get fields(): { path: string; message: string }[] {
    const fields = this.body.fields;
    return Array.isArray(fields)
      ? fields.filter((f): f is { path: string; message: string } => typeof f?.path === 'string' && typeof f?.message === 'string')
      : [];
  }
}

export const unknownError = (): ApiError => new ApiError(500, 'UnknownError', 'unknown error occurred');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Turns anything thrown or returned as an error body into an ApiError. */
export const toApiError = (value: unknown): ApiError => {
  if (value instanceof ApiError) return value;
  if (isRecord(value) && typeof value.status === 'number' && Number.isInteger(value.status) && typeof value.name === 'string' && value.name) {
    const description = typeof value.description === 'string' ? value.description : '';
    return new ApiError(value.status, value.name as ErrorName, description, value);
  }
  return unknownError();
};

export const isApiError = (value: unknown, name?: ApiError['name']): value is ApiError =>
  value instanceof ApiError && (name === undefined || value.name === name);
