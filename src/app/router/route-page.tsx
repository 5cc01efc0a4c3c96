import { createContext, lazy, useContext, useLayoutEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { loadAreas, type RouteArea } from '@/i18n/areas';
import { loadOnce } from '@/lib/load-once';
import { useNavigationId } from '@/lib/router/app-router';
import { RouteDataContext } from '@/lib/router/route-data';
import settledMarkFile from '@/lib/realtime/settled-mark.json';

// A screen of the route table: its code and its translation areas load in parallel, once (the
// same loader serves React.lazy and the preloads: the first route in mount.tsx, the sign-in
// screen kept ready); and what the screen needs before it can draw (its prefetch) loads beside
// them. The screen suspends until both are in: on a navigation (a transition) the screen before
// stays meanwhile, and a failed prefetch reaches the route's error boundary.

/** A page's module: its screen is the default export (a gate's takes props, and may export more). */
type PageModule<Props> = { default: ComponentType<Props> };

export interface Page<Props = object, Module extends PageModule<Props> = PageModule<Props>> {
  preload: () => Promise<Module>;
  Component: LazyExoticComponent<ComponentType<Props>>;
}

export const page = <Props = object, Module extends PageModule<Props> = PageModule<Props>>(
  load: () => Promise<Module & PageModule<Props>>,
  areas: readonly RouteArea[],
): Page<Props, Module> => {
  const { load: preload } = loadOnce(() => Promise.all([load(), loadAreas(areas)]).then(([module]) => module));
  return { preload, Component: lazy(preload) };
};

export interface PrefetchArgs {
  params: Params;
  pathname: string;
}
/** What a screen needs before it draws; a rejection is the route's error. */
export type Prefetch = (args: PrefetchArgs) => Promise<unknown>;

/** What mount.tsx finds on the first route (via matchRoutes) to load before React renders. */
export interface RouteBoot {
  /** The code (and translations) the route's first screen draws with. */
  preload: () => Promise<unknown>;
  prefetch?: Prefetch;
}

export interface RoutePageProps {
  page: Page;
  prefetch?: Prefetch;
}

type Tracked = Promise<unknown> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown };

/** A promise whose outcome can be read synchronously once it has settled. */
const track = (promise: Promise<unknown>): Tracked => {
  const tracked: Tracked = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
};

/**
 * The value of a tracked promise, or a suspension until it settles. This is the thenable
 * protocol React's use() follows; thrown directly, because under React Testing Library's act
 * environment a use() suspension outside act() is never retried (the screen's tests would
 * wait forever), while a thrown thenable is, in tests as in the app.
 */
const read = (tracked: Tracked): unknown => {
  if (tracked.status === 'fulfilled') return tracked.value;
  if (tracked.status === 'rejected') throw tracked.reason;
  throw tracked;
};

/**
 * The prefetches of one router, by navigation (useNavigationId) and path: a navigation
 * fetches again, as loaders ran again on every navigation. Created with the router, outside
 * any suspending screen.
 */
export class PrefetchCache {
  private readonly entries = new Map<string, Tracked>();

  static key(navigation: number, pathname: string): string {
    return `${navigation} ${pathname}`;
  }

  get(key: string, start: () => Promise<unknown>): Tracked {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = track(start());
      this.entries.set(key, entry);
      // Only the screens on show (and the one coming) read theirs.
      if (this.entries.size > 20) this.entries.delete(this.entries.keys().next().value as string);
    }
    return entry;
  }
}

export const PrefetchCacheContext = createContext<PrefetchCache | null>(null);

/** Renders `children` once `prefetch` is in for this location; they read it with useRouteData. */
export const RouteData = ({ prefetch, children }: { prefetch: Prefetch; children: ReactNode }) => {
  const cache = useContext(PrefetchCacheContext);
  if (!cache) throw new Error('RouteData needs a PrefetchCacheContext');
  const { pathname } = useLocation();
  const params = useParams();
  const data = read(cache.get(PrefetchCache.key(useNavigationId(), pathname), () => prefetch({ params, pathname })));
  return <RouteDataContext value={data}>{children}</RouteDataContext>;
};

/**
 * Marks the page's timeline when the first screen commits (it commits with the screen it sits
 * beside). The route-budget check (scripts/check-route-budgets.mjs) counts every file asked
 * for before this mark as the first screen's: the page's own clock, where the check's
 * observation of the screen came late on a loaded machine and counted later code too.
 */
const MarkFirstScreenDrawn = () => {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(settledMarkFile.drawn, 'mark').length === 0) performance.mark(settledMarkFile.drawn);
  }, []);
  return null;
};

/** One screen of the route table. */
export const RoutePage = ({ page: screen, prefetch }: RoutePageProps) => {
  // The code starts loading now, beside the data rather than after it.
  void screen.preload().catch(() => undefined);
  const drawn = (
    <>
      <screen.Component />
      <MarkFirstScreenDrawn />
    </>
  );
  return prefetch ? <RouteData prefetch={prefetch}>{drawn}</RouteData> : drawn;
};
