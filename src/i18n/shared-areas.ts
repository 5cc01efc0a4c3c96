// The translation areas every route loads with the locale: what the shell reads, which draws before
// a page's own areas load (src/app/router/route-areas.test.ts follows the entry's imports to check
// it). Form messages (validation) load with the pages that have forms. src/i18n/areas.ts checks
// these are areas; vite.config.ts puts each locale's into one chunk, so this module imports nothing.
export const sharedAreaNames = ['app', 'format', 'errors', 'shell', 'pages', 'money'] as const;

/** The file an area's strings are in, under src/i18n/<locale>/ (`passwordReset` → `password-reset`). */
export const areaFile = (area: string): string => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
