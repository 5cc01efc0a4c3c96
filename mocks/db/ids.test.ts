import { describe, expect, it } from 'vitest';
import { newId, newToken } from './ids';

describe('ids and tokens', () => {
  it('gives a prefixed id of the asked length, in lower-case letters and digits', () => {
    expect(newId('msg')).toMatch(/^msg_[a-z0-9]{12}$/);
    expect(newId('usr', 20)).toMatch(/^usr_[a-z0-9]{20}$/);
    expect(newToken()).toMatch(/^[a-z0-9]{32}$/);
  });

  it('never repeats itself, across many pages of random bytes', () => {
    // 5,000 ids of 12 characters draw 60,000 bytes: the pool is refilled many times over.
    const ids = Array.from({ length: 5_000 }, () => newId('x'));
    expect(new Set(ids).size).toBe(ids.length);
    const tokens = Array.from({ length: 500 }, () => newToken(64));
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('makes tokens longer than a page of random bytes', () => {
    const long = newToken(10_000);
    expect(long).toMatch(/^[a-z0-9]{10000}$/);
    // Random, not one byte repeated: all 36 characters appear.
    expect(new Set(long).size).toBe(36);
  });
});
