import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale, initialLocale, localeCookieMaxAgeSeconds, localeCookieName, readLocaleCookie } from './locale';

const clearCookie = () => {
  document.cookie = `${localeCookieName}=; Max-Age=0; Path=/`;
};

describe('chooseLocale', () => {
  it('picks Japanese only for exactly `ja`', () => {
    expect(chooseLocale({ navigatorLanguage: 'ja' })).toBe('ja');
    expect(chooseLocale({ navigatorLanguage: 'ja-JP' })).toBe('en');
    expect(chooseLocale({ navigatorLanguage: 'en-US' })).toBe('en');
    expect(chooseLocale({ navigatorLanguage: 'fr' })).toBe('en');
    expect(chooseLocale({ navigatorLanguage: undefined })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('lets a known cookie win over the browser language', () => {
    expect(chooseLocale({ cookie: 'en', navigatorLanguage: 'ja' })).toBe('en');
    expect(chooseLocale({ cookie: 'ja', navigatorLanguage: 'en-US' })).toBe('ja');
    expect(chooseLocale({ cookie: 'de', navigatorLanguage: 'ja' })).toBe('ja');
  });
});

describe('the locale cookie', () => {
  afterEach(clearCookie);

  it('is read from the cookie header', () => {
    expect(readLocaleCookie(`a=1; ${localeCookieName}=ja; b=2`)).toBe('ja');
    expect(readLocaleCookie('a=1')).toBeNull();
    expect(readLocaleCookie(`${localeCookieName}=%E0%A4%A`)).toBeNull();
  });

  it('is written for 365 days on the first visit', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja');
    expect(initialLocale()).toBe('ja');
    expect(set).toHaveBeenCalledWith(expect.stringContaining(`${localeCookieName}=ja; Max-Age=${localeCookieMaxAgeSeconds};`));
    expect(localeCookieMaxAgeSeconds).toBe(365 * 24 * 60 * 60);
  });

  it('keeps the choice on later visits whatever the browser says', () => {
    document.cookie = `${localeCookieName}=ja; Path=/`;
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(initialLocale()).toBe('ja');
  });
});
