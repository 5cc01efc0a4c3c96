// Runs while the page waits for the app's scripts, which take most of a slow phone's first
// second and a half to arrive (a classic `async` script: it runs as soon as it is here, before
// them, in time the main thread spends idle).
//
// A page's first use of any `Intl` service makes V8 build the list of the locales ICU has: 18–35
// ms on our test machine, once per page, and no way to cut it into pieces. Without this, that
// cost fell on the app's start-up (src/lib/warm-up-intl.ts), inside the first screen's busiest
// second. After it, the app's first number formatter takes under 1 ms and its first date
// formatter 2–8 ms (measured in fresh pages). docs/decisions/performance-budgets.md has the figures.
Intl.NumberFormat.supportedLocalesOf('en');
