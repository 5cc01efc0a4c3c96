import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRoutes } from '@/app/router/routes';
import { configureSession } from '@/lib/session/session';
import { getSession } from '@/lib/session/session-store';
import { createTestQueryClient, type ProviderOptions } from './render';

// The whole route table, lazy routes and all: for the route table's own test
// (src/app/router/routes.test.tsx). A screen's test renders the screen alone with
// `renderScreen`/`renderScreens` from tests/render.tsx; whole journeys are Playwright's.

/** Renders the app's whole route table at `route`, with the session as seeded. */
export const renderApp = (
  route: string,
  { queryClient = createTestQueryClient(), locale = 'en', colorMode = 'light', routes }: ProviderOptions & { routes?: RouteObject[] } = {},
) => {
  const router = createMemoryRouter(routes ?? createAppRoutes(queryClient), { initialEntries: [route] });
  configureSession({ queryClient, navigate: (to, opts) => void router.navigate(to, opts) });
  const result = render(
    <AppProviders queryClient={queryClient} locale={locale} colorMode={colorMode}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, session: getSession };
};
