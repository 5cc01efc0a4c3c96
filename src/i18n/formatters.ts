import type { FormattersInitializer } from 'typesafe-i18n';
import { date, number } from 'typesafe-i18n/formatters';
import type { Locales, Formatters } from './i18n-types';

/**
 * A formatter built on its first use: creating an `Intl` formatter is costly (the first one
 * loads the locale's data), and most first screens format no number or date, so the app's
 * start-up does not pay for it.
 */
const onFirstUse = <V>(create: () => (value: V) => string): ((value: V) => string) => {
  let format: ((value: V) => string) | undefined;
  return (value) => (format ??= create())(value);
};

// Formatters used inside translations, e.g. `{amount|usd}` or `{when|date}`.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    number: onFirstUse(() => number(locale)),
    usd: onFirstUse(() => number(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })),
    date: onFirstUse(() => date(locale, { dateStyle: 'medium' })),
  };
  return formatters;
};
