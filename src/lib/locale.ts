import type { Locales } from '@/i18n/i18n-types';
import { loadLocale } from '@/i18n/areas';

// The interface language: the locale cookie when it holds a known locale, otherwise Japanese
// only if the browser language is exactly `ja` (not `ja-JP`), otherwise English.
export const localeCookieName = 'kizuna_locale';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
const known: readonly Locales[] = ['en', 'ja'];

export const isKnownLocale = (value: unknown): value is Locales => typeof value === 'string' && known.includes(value as Locales);

export const chooseLocale = ({ cookie, navigatorLanguage }: { cookie?: string | null; navigatorLanguage?: string | null }): Locales => {
  if (isKnownLocale(cookie)) return cookie;
  return navigatorLanguage === 'ja' ? 'ja' : 'en';
};

export const readLocaleCookie = (cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): string | null => {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== localeCookieName) continue;
    // A malformed value (one typed into the browser's tools) is no locale, not a failed start.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
};

export const writeLocaleCookie = (locale: Locales): void => {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
};

/** The locale for this visit; the first visit's choice is written to the cookie. */
export const initialLocale = (): Locales => {
  const cookie = readLocaleCookie();
  const locale = chooseLocale({ cookie, navigatorLanguage: typeof navigator === 'undefined' ? null : navigator.language });
  if (cookie !== locale) writeLocaleCookie(locale);
  return locale;
};

/** Loads a language, remembers it in the locale cookie and switches the interface to it. */
export const switchLocale = async (next: Locales, setLocale: (locale: Locales) => void): Promise<void> => {
  await loadLocale(next);
  writeLocaleCookie(next);
  setLocale(next);
};
