// The largest Character Card file Kizuna reads (a card is a few KB; this stops a wrong file
// being loaded whole). Apart from the parser, which needs zod, so that the button can say it.
export const maxCardBytes = 2 * 1024 * 1024;
