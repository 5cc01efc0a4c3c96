import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { logError, logWarning } from './logger';
import { redacted, redactText, redactValue } from './redact';
import { setAccessToken } from './token-storage';

// No token in a log line or an error report: the logger hides the current access token and
// anything shaped like a credential before the console (or a tracker behind it) sees it.
const access = 'mock.eyJzdWIiOiJ1c3JfZmFuIiwiZXhwIjoxfQ.abcd1234';

afterEach(() => setAccessToken(null));

describe('redactText', () => {
  it('replaces a known secret wherever it appears', () => {
    expect(redactText(`GET /x?t=${access} failed for ${access}`, [access])).toBe(`GET /x?t=${redacted} failed for ${redacted}`);
  });

  it('replaces bearer credentials and token fields it was not told about', () => {
    expect(redactText('Authorization: Bearer abc.def-ghi_jkl=')).toBe(`Authorization: Bearer ${redacted}`);
    expect(redactText('header Bearer abc.def')).toBe(`header Bearer ${redacted}`);
    expect(redactText('{"accessToken":"tok-123456789"}')).toBe(`{"accessToken":"${redacted}"}`);
    expect(redactText('refresh_token=rft_5e1b7c9d2a&x=1')).toBe(`refresh_token=${redacted}&x=1`);
    expect(redactText('cookie: kizuna_refresh=abcdefghij; Path=/')).toBe(`cookie: kizuna_refresh=${redacted}; Path=/`);
  });

  it('leaves ordinary text and short strings alone', () => {
    expect(redactText('The session check failed (status 500)', ['short', null, undefined])).toBe('The session check failed (status 500)');
  });
});

describe('redactValue', () => {
  it('returns a value with nothing to hide as it is', () => {
    const error = new ApiError(500, 'UnknownError', 'The mock backend failed.', { status: 500, name: 'UnknownError', description: 'The mock backend failed.' });
    expect(redactValue(error, [access])).toBe(error);
    expect(redactValue({ a: 1 }, [access])).toEqual({ a: 1 });
  });

  it('copies an error that carries a secret, in its message, stack or fields', () => {
    const error = new ApiError(401, 'Unauthorized', `token ${access} refused`, { status: 401, name: 'Unauthorized', description: `token ${access} refused` });
    const copy = redactValue(error, [access]);
    expect(copy).toBeInstanceOf(Error);
    expect((copy as Error).name).toBe(error.name);
    expect((copy as Error).message).toBe(`token ${redacted} refused`);
    expect(JSON.stringify(copy, Object.getOwnPropertyNames(copy))).not.toContain(access);
    const hidden = new Error('plain');
    (hidden as Error & { config?: unknown }).config = { headers: { Authorization: `Bearer ${access}` } };
    expect(JSON.stringify(redactValue(hidden, [access]), ['message', 'stack'])).not.toContain(access);
    expect(redactValue(hidden, [])).not.toBe(hidden);
  });

  it('turns an object that carries a secret into redacted text', () => {
    expect(redactValue({ url: `/x?access_token=${access}` }, [access])).toBe(`{"url":"/x?access_token=${redacted}"}`);
  });
});

describe('the logger', () => {
  it('never writes the current access token', () => {
    setAccessToken(access);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logError(`refresh failed for ${access}`, new Error(`bad token ${access}`));
    logWarning('odd answer', { accessToken: access });
    const written = [...error.mock.calls, ...warn.mock.calls].flat().map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : JSON.stringify(arg)));
    expect(written.join('\n')).not.toContain(access);
    expect(written.join('\n')).toContain(redacted);
  });
});
