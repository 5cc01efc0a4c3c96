// The translation areas every route loads with the locale (src/i18n/areas.ts checks they are
// areas). vite.config.ts puts each locale's into one chunk, so this module imports nothing.
export const sharedAreaNames = ['app', 'format', 'errors', 'shell', 'pages', 'validation', 'money'] as const;

/** The file an area's strings are in, under src/i18n/<locale>/ (`passwordReset` → `password-reset`). */
export const areaFile = (area: string): string => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
