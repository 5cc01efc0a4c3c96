import { Suspense } from 'react';
import { matchRoutes, useRoutes, type Path, type RouteObject } from 'react-router';
import { RootFallback } from '../layouts/root-layout';
import { oneTaskEach } from '@/lib/next-task';
import { RouteErrorBoundary } from './route-error-boundary';
import { PrefetchCache, PrefetchCacheContext, type RouteBoot } from './route-page';

/**
 * Starts loading the code of the first screen's layouts and page, which needs no backend: a
 * mock build does this while its mock backend starts (src/app/mount.tsx). A chunk that fails
 * here fails again in the first render, which shows the error.
 */
export const preloadFirstRouteCode = (routes: RouteObject[], location: Path): void => {
  for (const { route } of matchRoutes(routes, location) ?? []) (route.handle as RouteBoot | undefined)?.preload().catch(() => {});
};

/**
 * Loads what the first screen (at `location`) needs before it can draw: the code of its
 * layouts and page and its prefetch (into `prefetches`, under the first navigation, where the
 * screen finds it settled). Resolves once all is in or anything failed (the screen then shows
 * the error).
 */
export const loadFirstRoute = (routes: RouteObject[], location: Path, prefetches: PrefetchCache): Promise<void> =>
  Promise.all(
    // A layout's or page's start in a task of its own: asking for its chunks (a
    // <link rel="modulepreload"> each) is a few milliseconds per chunk, and the chat screen's
    // layouts and page together were one task of 25–50 ms on our test machine.
    oneTaskEach(
      (matchRoutes(routes, location) ?? []).flatMap(({ route, params }) => {
        const boot = route.handle as RouteBoot | undefined;
        if (!boot) return [];
        const { preload, prefetch } = boot;
        return [
          () => {
            const data = prefetch
              ? prefetches.get(PrefetchCache.key(0, location.pathname), () => prefetch({ params, pathname: location.pathname }))
              : undefined;
            return Promise.all([preload(), data]);
          },
        ];
      }),
    ),
  ).then(
    () => undefined,
    () => undefined,
  );

/**
 * The route table under the router. The root spinner shows only while nothing is on screen
 * (a first render whose code is not in yet): navigations are transitions, so a screen still
 * loading keeps the one before it. An error the root layout itself throws shows the error
 * page alone.
 */
export const AppRoutes = ({ routes, prefetches }: { routes: RouteObject[]; prefetches: PrefetchCache }) => {
  const element = useRoutes(routes);
  return (
    <PrefetchCacheContext value={prefetches}>
      <RouteErrorBoundary>
        <Suspense fallback={<RootFallback />}>{element}</Suspense>
      </RouteErrorBoundary>
    </PrefetchCacheContext>
  );
};
