/**
 * A number and a date formatter for `locale`, each built and used once, so that the first
 * screen's own formatting (the header's points, a list's or a message's time) does not pay for
 * it. A page's first `Intl` formatter of any kind costs 18–35 ms on our test machine (V8 then
 * builds the list of the locales ICU has, once per page), and a page's first date formatter
 * sets up the time zone: public/warm-up-intl.js pays both before the app's scripts arrive.
 * What is left is each formatter's own data: under 1 ms for a number formatter and 1–2 ms for
 * a date formatter. mountApp runs these, one task each,
 * while the first screen's data is on its way, when the main thread is otherwise idle.
 */
export const intlWarmUps = (locale: string): (() => Promise<void>)[] => [
  async () => void new Intl.NumberFormat(locale).format(0),
  async () => void new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(0),
];
