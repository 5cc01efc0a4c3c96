import { describe, expect, it } from 'vitest';
import { keywordsOf, sharedKeywords } from './keywords';

describe('keywordsOf', () => {
  it('keeps Latin words of four letters or more, without stop words or case', () => {
    expect([...keywordsOf('Tell me about your CAT Mochi in Osaka, really!')]).toEqual(['mochi', 'osaka']);
  });

  it('splits Han and Katakana text into two-character runs, skipping Hiragana', () => {
    expect([...keywordsOf('大阪のネコ')]).toEqual(['大阪', '阪ネ', 'ネコ']);
  });

  it('counts the keywords two texts share', () => {
    expect(sharedKeywords(keywordsOf('My home address'), keywordsOf('Where is your home address?'))).toBe(2);
    expect(sharedKeywords(keywordsOf('Politics'), keywordsOf('Cats and rain'))).toBe(0);
  });
});
