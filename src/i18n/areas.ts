import { initFormatters } from './formatters';
import type { Locales, Translations } from './i18n-types';
import { loadedFormatters, loadedLocales } from './i18n-util';
import { sharedAreaNames } from './shared-areas';

// Translations load by area, for the active locale only: a route loads the shared areas
// (below) and its own (src/app/router/routes.tsx), not every screen's strings in both
// languages. Areas are filled in place into `loadedLocales[locale]`, whose top-level keys all
// exist from the start, so a translation object made before an area arrived reads it once
// it has (typesafe-i18n's proxy looks keys up when they are used).

export type Area = keyof Translations;
type AreaModule = { default: object };

// Only a mock build has the mock tools: elsewhere their area is empty, and the bundler, which
// inlines `import.meta.env`, emits no chunk of their strings.
const mockBuild = import.meta.env.VITE_MOCKS === 'true';
const noStrings = (): Promise<AreaModule> => Promise.resolve({ default: {} });

// One line per area and locale: adding an area to src/i18n/en/index.ts without a line here
// is a type error.
const areaLoaders: Record<Locales, Record<Area, () => Promise<AreaModule>>> = {
  en: {
    app: () => import('./en/app'),
    format: () => import('./en/format'),
    errors: () => import('./en/errors'),
    shell: () => import('./en/shell'),
    pages: () => import('./en/pages'),
    validation: () => import('./en/validation'),
    mockTools: mockBuild ? () => import('./en/mock-tools') : noStrings,
    auth: () => import('./en/auth'),
    passwordReset: () => import('./en/password-reset'),
    profile: () => import('./en/profile'),
    creator: () => import('./en/creator'),
    studio: () => import('./en/studio'),
    chat: () => import('./en/chat'),
    money: () => import('./en/money'),
    payment: () => import('./en/payment'),
    payouts: () => import('./en/payouts'),
    statistics: () => import('./en/statistics'),
    referral: () => import('./en/referral'),
  },
  ja: {
    app: () => import('./ja/app'),
    format: () => import('./ja/format'),
    errors: () => import('./ja/errors'),
    shell: () => import('./ja/shell'),
    pages: () => import('./ja/pages'),
    validation: () => import('./ja/validation'),
    mockTools: mockBuild ? () => import('./ja/mock-tools') : noStrings,
    auth: () => import('./ja/auth'),
    passwordReset: () => import('./ja/password-reset'),
    profile: () => import('./ja/profile'),
    creator: () => import('./ja/creator'),
    studio: () => import('./ja/studio'),
    chat: () => import('./ja/chat'),
    money: () => import('./ja/money'),
    payment: () => import('./ja/payment'),
    payouts: () => import('./ja/payouts'),
    statistics: () => import('./ja/statistics'),
    referral: () => import('./ja/referral'),
  },
};

/**
 * What the shell, the shared components and src/lib use: loaded with the locale. (The mock
 * tools load their own area: only a mock build has them, so a production build ships none of
 * their strings.)
 */
export const sharedAreas = sharedAreaNames satisfies readonly Area[];
export type SharedArea = (typeof sharedAreas)[number];
/** An area that only some routes need. */
export type RouteArea = Exclude<Area, SharedArea>;

export const allAreas = Object.keys(areaLoaders.en) as Area[];

/** Areas asked for so far; a locale switched to later loads the same ones. */
const wanted = new Set<Area>(sharedAreas);
/** Locales in use (normally one); an area asked for loads in each. */
const activeLocales = new Set<Locales>();
const pending = new Map<string, Promise<void>>();

const dictionary = (locale: Locales): Record<Area, object> => {
  loadedLocales[locale] ??= Object.fromEntries(allAreas.map((area) => [area, {}])) as unknown as Translations;
  return loadedLocales[locale] as unknown as Record<Area, object>;
};

const loadArea = (locale: Locales, area: Area): Promise<void> => {
  const key = `${locale}:${area}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = areaLoaders[locale][area]().then(
      (module) => {
        const target = dictionary(locale);
        // In place: translation objects already handed out see the area.
        target[area] = Object.assign(target[area] ?? {}, module.default);
      },
      (error: unknown) => {
        // A failed chunk may be asked for again (the next navigation retries it).
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
};

/** Makes `locale` usable: its formatters and every area asked for so far. */
export const loadLocale = async (locale: Locales): Promise<void> => {
  activeLocales.add(locale);
  dictionary(locale);
  loadedFormatters[locale] ??= initFormatters(locale);
  await Promise.all([...wanted].map((area) => loadArea(locale, area)));
};

/** Loads a route's areas in every locale in use; a route awaits this before it renders. */
export const loadAreas = async (areas: readonly Area[]): Promise<void> => {
  for (const area of areas) wanted.add(area);
  await Promise.all([...activeLocales].flatMap((locale) => areas.map((area) => loadArea(locale, area))));
};
