import { storageKeys } from './storage-keys';

// New-build detection without a build step of its own: Vite names the entry chunk after its
// content hash (`/assets/index-<hash>.js`), so the entry script of a freshly fetched
// index.html differs from the one this page runs exactly when a new build is deployed. See
// docs/decisions/build-update-check.md.
export const updateCheckIntervalMs = 60 * 60 * 1000;
export const reloadLoopGuardMs = 10_000;

const entryFrom = (scripts: Iterable<{ type: string; src: string }>): string | null => {
  for (const script of scripts) if (script.type === 'module' && script.src) return script.src;
  return null;
};

/** The entry script this page was loaded with. */
export const currentBuildId = (doc: Document = document): string | null =>
  entryFrom(
    [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      type: script.getAttribute('type') ?? '',
      src: script.getAttribute('src') ?? '',
    })),
  );

/** The entry script named by an index.html. */
export const buildIdFromHtml = (html: string): string | null => {
  const scripts: { type: string; src: string }[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1] ?? '';
    scripts.push({ type: attribute('type'), src: attribute('src') });
  }
  return entryFrom(scripts);
};

export const fetchLatestBuildId = async (fetcher: typeof fetch = fetch): Promise<string | null> => {
  const response = await fetcher(`/index.html?build-check=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) return null;
  return buildIdFromHtml(await response.text());
};

/** True when a new build is deployed (false when unknown). */
export const isNewBuildAvailable = async (fetcher: typeof fetch = fetch, doc: Document = document): Promise<boolean> => {
  const current = currentBuildId(doc);
  const latest = await fetchLatestBuildId(fetcher);
  return Boolean(current && latest && current !== latest);
};

/** A reload within 10 s of the last one would be a loop (a stale cache serving the old build). */
export const mayReload = (now: number, lastReload: number | null): boolean => lastReload === null || !(now - lastReload < reloadLoopGuardMs && now >= lastReload);

/** Reloads for the new build unless that would loop; returns whether it reloaded. */
export const reloadForUpdate = (reload: () => void = () => window.location.reload(), now: number = Date.now()): boolean => {
  const raw = localStorage.getItem(storageKeys.lastUpdateReload);
  const last = raw === null ? null : Number(raw);
  if (!mayReload(now, Number.isFinite(last) ? last : null)) return false;
  localStorage.setItem(storageKeys.lastUpdateReload, String(now));
  reload();
  return true;
};

/** Checks every hour; calls `onUpdate` once when a new build appears. */
export const startUpdateCheck = (onUpdate: () => void, intervalMs: number = updateCheckIntervalMs): (() => void) => {
  let announced = false;
  const timer = setInterval(() => {
    if (announced) return;
    isNewBuildAvailable()
      .then((available) => {
        if (available && !announced) {
          announced = true;
          onUpdate();
        }
      })
      .catch(() => undefined);
  }, intervalMs);
  return () => clearInterval(timer);
};
