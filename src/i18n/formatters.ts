import type { FormattersInitializer } from 'typesafe-i18n';
import { date, number } from 'typesafe-i18n/formatters';
import type { Locales, Formatters } from './i18n-types';

// Formatters used inside translations, e.g. `{amount|usd}` or `{when|date}`.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    number: number(locale),
    usd: number(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }),
    date: date(locale, { dateStyle: 'medium' }),
  };
  return formatters;
};
