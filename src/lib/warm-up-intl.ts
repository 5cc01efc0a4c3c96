/**
 * Builds a number and a date formatter for `locale` and uses each once, so that the first
 * screen's own formatting (the header's points, a list's or a message's time) does not pay for
 * it. A page's first `Intl` formatter of any kind costs 20–35 ms on our test machine (the
 * locale's data is loaded then; the next formatter costs 2–3 ms), and inside the first render it
 * lengthened one of the render's slices by that much. mountApp calls this in a task of its own
 * while the first screen's data is on its way, when the main thread is otherwise idle.
 */
export const warmUpIntl = (locale: string): void => {
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(0);
};
