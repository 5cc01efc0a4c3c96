// Intl's one-off set-up, paid before the app's scripts arrive: index.html says why.
Intl.NumberFormat.supportedLocalesOf('en');
new Intl.DateTimeFormat().format(0);
