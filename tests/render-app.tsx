import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router/app-routes';
import { reportCaughtError } from '@/app/router/route-error-boundary';
import { PrefetchCache } from '@/app/router/route-page';
import { createAppRoutes } from '@/app/router/routes';
import { AppRouter } from '@/lib/router/app-router';
import { configureSession } from '@/lib/session/session';
import { getSession } from '@/lib/session/session-store';
import { createTestQueryClient, type ProviderOptions } from './render';
import { CaptureStyleCache } from './style-cache';
import { createTestRouter } from './test-router';

// The whole route table, lazy routes and all: for the route table's own test
// (src/app/router/routes.test.tsx). A screen's test renders the screen alone with
// `renderScreen`/`renderScreens` from tests/render.tsx; whole journeys are Playwright's.

/** Renders the app's whole route table at `route`, with the session as seeded. */
export const renderApp = (
  route: string,
  { queryClient = createTestQueryClient(), locale = 'en', colorMode = 'light', routes }: ProviderOptions & { routes?: RouteObject[] } = {},
) => {
  const router = createTestRouter(route);
  configureSession({ queryClient, navigate: (to, opts) => router.navigate(to, opts) });
  const result = render(
    <AppProviders queryClient={queryClient} locale={locale} colorMode={colorMode}>
      <CaptureStyleCache />
      <AppRouter history={router}>
        <AppRoutes routes={routes ?? createAppRoutes(queryClient)} prefetches={new PrefetchCache()} />
      </AppRouter>
    </AppProviders>,
    { onCaughtError: reportCaughtError },
  );
  return { ...result, router, queryClient, session: getSession };
};
