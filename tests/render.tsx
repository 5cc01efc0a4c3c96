import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { User } from '@/api/generated/model';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/lib/router/app-router';
import type { ColorMode } from '@/components/ui/color-mode';
import type { Locales } from '@/i18n/i18n-types';
import { loadAllLocales } from '@/i18n/i18n-util.sync';
import { configureSession } from '@/lib/session/session';
import { ToastArea } from '@/components/ui/toast-area';
import { resetSessionStore, setInitializing } from '@/lib/session/session-store';
import { storageKeys } from '@/lib/storage-keys';
import { CaptureStyleCache } from './style-cache';
import { createTestRouter } from './test-router';

// The render helpers for everyone's component tests: the app's providers (Chakra, colour
// mode, react-query, i18n) plus a memory router, and an optional seeded session. None of
// them loads the route table (see docs/decisions/testing.md); `renderApp` in
// tests/render-app.tsx does, for the route table's own test only.
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
  const router = createTestRouter(route);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} locale={locale} colorMode={colorMode}>
      <CaptureStyleCache />
      {children}
    </AppProviders>
  );
  const result = render(
    <AppRouter history={router}>
      <Routes routes={[{ path, element: ui }]} />
    </AppRouter>,
    { wrapper, ...options },
  );
  return { ...result, router, queryClient };
};

/** The routes under test, in the app's declarative router. */
const Routes = ({ routes }: { routes: RouteObject[] }) => <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;

export interface Screen {
  path: string;
  element: ReactElement;
  /** Nested screens under a layout screen that renders an <Outlet />. */
  children?: RouteObject[];
}

/** Where a screen sent the user when that is not one of the screens under test. */
const Elsewhere = () => {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="elsewhere">
      {pathname}
      {search}
    </p>
  );
};

/** A stand-in for the root layout: the main landmark and the toast area, no header. */
const ScreenFrame = () => (
  <>
    <main>
      <Outlet />
    </main>
    <ToastArea />
  </>
);

/**
 * Renders one screen, or the few screens of a flow, with the app's providers and the toast
 * area, without the route table, layouts or guards: pages are imported statically, so
 * nothing waits for a lazy route. Any other path renders a placeholder
 * (`data-testid="elsewhere"`) that shows where the user was sent; `path()` reads it from the
 * router. The session's navigation (sign-in, sign-out) goes through this router.
 */
export const renderScreens = (
  screens: Screen[],
  { route = screens[0]?.path ?? '/', queryClient = createTestQueryClient(), locale = 'en', colorMode = 'light', ...options }: ProviderOptions &
    RenderOptions & { route?: string } = {},
) => {
  const routes: RouteObject[] = [{ element: <ScreenFrame />, children: [...screens, { path: '*', element: <Elsewhere /> }] }];
  const router = createTestRouter(route);
  configureSession({ queryClient, navigate: (to, opts) => router.navigate(to, opts) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} locale={locale} colorMode={colorMode}>
      <CaptureStyleCache />
      {children}
    </AppProviders>
  );
  const result = render(
    <AppRouter history={router}>
      <Routes routes={routes} />
    </AppRouter>,
    { wrapper, ...options },
  );
  const path = () => `${router.location.pathname}${router.location.search}`;
  return { ...result, router, queryClient, path };
};

/** One screen at `route` (its path pattern defaults to the route without query or hash). */
export const renderScreen = (
  element: ReactElement,
  options: Parameters<typeof renderScreens>[1] & { route: string; path?: string },
) => renderScreens([{ path: options.path ?? options.route.replace(/[?#].*$/, ''), element }], options);
