import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18nObject } from '@/i18n/i18n-util';
import { loadAllLocales } from '@/i18n/i18n-util.sync';
import { errorMessage } from './error-message';

loadAllLocales();

describe('errorMessage', () => {
  const en = i18nObject('en');
  const ja = i18nObject('ja');

  it('translates contract error names in both languages', () => {
    const error = new ApiError(402, 'InsufficientPoints', 'x');
    expect(errorMessage(en, error)).toBe('Insufficient points. Add more to continue.');
    expect(errorMessage(ja, error)).toBe('ポイントが不足しています。続けるにはポイントを追加してください。');
  });

  it('names the e-mail of a Google-linked account', () => {
    const error = new ApiError(409, 'GoogleLinkedAccount', 'x', { email: 'ken@kizuna.example' });
    expect(errorMessage(en, error)).toContain('ken@kizuna.example');
  });

  it('covers the retry cap and unknown errors', () => {
    expect(errorMessage(en, new ApiError(401, 'ExpiredAccessToken', 'Too many retries'))).toBe('Too many retries. Please sign in again.');
    expect(errorMessage(en, new Error('boom'))).toBe('An unknown error occurred.');
  });
});
