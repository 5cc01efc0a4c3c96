import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { User } from '@/api/generated/model';
import { AppProviders } from '@/app/providers';
import { createAppRoutes } from '@/app/router/routes';
import type { ColorMode } from '@/components/ui/color-mode';
import type { Locales } from '@/i18n/i18n-types';
import { loadAllLocales } from '@/i18n/i18n-util.sync';
import { configureSession } from '@/lib/session/session';
import { getSession, resetSessionStore, setInitializing } from '@/lib/session/session-store';
import { storageKeys } from '@/lib/storage-keys';

// The render helpers for everyone's component tests: the app's providers (Chakra, colour
// mode, react-query, i18n) plus a memory router, and an optional seeded session.
loadAllLocales();

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

export interface TestSession {
  user: User;
  token?: string;
  agentIds?: string[];
}

/** Puts a signed-in (or signed-out) session in place without asking the server. */
export const seedSession = (session: TestSession | null): void => {
  localStorage.removeItem(storageKeys.accessToken);
  sessionStorage.removeItem(storageKeys.sessionUser);
  sessionStorage.removeItem(storageKeys.agentIds);
  if (session) {
    localStorage.setItem(storageKeys.accessToken, session.token ?? 'test-token');
    sessionStorage.setItem(storageKeys.sessionUser, JSON.stringify(session.user));
    const agentIds = session.agentIds ?? [];
    sessionStorage.setItem(storageKeys.agentIds, JSON.stringify({ agentIds, count: agentIds.length }));
  }
  resetSessionStore();
  setInitializing(false);
};

export const testUser = (fields: Partial<User> = {}): User =>
  ({
    id: 'usr_test',
    email: 'fan@kizuna.example',
    username: 'fan',
    nickname: 'Fan',
    avatarUrl: null,
    locale: 'en',
    ...fields,
  }) as User;

export interface ProviderOptions {
  queryClient?: QueryClient;
  locale?: Locales;
  colorMode?: ColorMode;
}

/** Renders `ui` inside the app's providers and a router at `route`. */
export const renderWithProviders = (
  ui: ReactElement,
  { route = '/', path = '*', queryClient = createTestQueryClient(), locale = 'en', colorMode = 'light', ...options }: ProviderOptions &
    RenderOptions & { route?: string; path?: string } = {},
) => {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} locale={locale} colorMode={colorMode}>
      {children}
    </AppProviders>
  );
  return { ...render(<RouterProvider router={router} />, { wrapper, ...options }), router, queryClient };
};

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
