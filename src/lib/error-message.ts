import { ApiError } from '@/api/api-error';
import type { TranslationFunctions } from '@/i18n/i18n-types';

/** The user-facing, translated message for anything an API call rejected with. */
export const errorMessage = (LL: TranslationFunctions, error: unknown): string => {
  if (!(error instanceof ApiError)) return LL.errors.UnknownError();
  // The client's own retry cap reuses ExpiredAccessToken with its own description.
  if (error.name === 'ExpiredAccessToken' && error.description === 'Too many retries') return LL.errors.TooManyRetries();
  if (error.name === 'GoogleLinkedAccount') return LL.errors.GoogleLinkedAccount({ email: error.email ?? '' });
  const translate = (LL.errors as unknown as Record<string, (() => string) | undefined>)[error.name];
  return translate ? translate() : LL.errors.UnknownError();
};
