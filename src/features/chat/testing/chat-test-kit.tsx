import type { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { User } from '@/api/generated/model';
import { AppProviders } from '@/app/providers';
import { agentInfoLoader } from '@/app/router/route-loaders';
import { PrefetchCache, PrefetchCacheContext, RouteData } from '@/app/router/route-page';
import { ToastArea } from '@/components/ui/toast-area';
import type { Locales } from '@/i18n/i18n-types';
import { AppRouter } from '@/lib/router/app-router';
import { getAccessToken } from '@/lib/token-storage';
import { signInAs } from '@mocks/testing/test-kit';
import { virtualHistoryChunk } from '../lib/virtual-history-chunk';
import { createTestQueryClient, seedSession } from '../../../../tests/render';
import { createTestRouter } from '../../../../tests/test-router';

export { fakeRealtime } from '../../../../tests/fake-realtime';

// Shared by the chat's component tests: a real signed-in session on the mock backend and one
// chat screen alone (its own route, no app shell). jsdom has no layout, so the virtualised
// history is given a viewport and a row height.
// The first render of a screen in a file also transforms its modules; on a busy machine that
// alone can take over a second.
configure({ asyncUtilTimeout: 5_000 });
// The history's virtualiser is its own chunk, loaded after the first screen: loaded here once,
// so it takes over from the first screen within a tick of opening (as it does in the app for a
// chat opened from the list), not at a moment a test cannot predict.
await virtualHistoryChunk.load();

export const fanEmail = 'fan@kizuna.example';
export const newbieEmail = 'newbie@kizuna.example';

export const signIn = async (email = fanEmail): Promise<User> => {
  const user = await signInAs(email);
  seedSession({ user, token: getAccessToken() ?? undefined });
  return user;
};

const Shell = ({ children, queryClient, locale }: { children: ReactNode; queryClient: QueryClient; locale: Locales }) => (
  <AppProviders queryClient={queryClient} locale={locale} colorMode="light">
    <VirtuosoMockContext.Provider value={{ viewportHeight: 900, itemHeight: 60 }}>{children}</VirtuosoMockContext.Provider>
  </AppProviders>
);

const Routes = ({ routes }: { routes: RouteObject[] }) => <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;

/**
 * Renders one chat screen at `route` (matching `path`); chat routes get their agent prefetch.
 * `queryClient` is the tests' (no retries, nothing fresh) unless one is given.
 */
export const renderChatScreen = (
  Screen: ComponentType,
  { route, path, locale, queryClient = createTestQueryClient() }: { route: string; path: string; locale: Locales; queryClient?: QueryClient },
) => {
  const router = createTestRouter(route);
  const screen = (
    <>
      <Screen />
      <ToastArea />
    </>
  );
  const routes: RouteObject[] = [
    {
      path,
      // The app's own prefetch: the agent, and the newest page of messages alongside it.
      element: path === '/chats/:agentName' ? <RouteData prefetch={agentInfoLoader(queryClient)}>{screen}</RouteData> : screen,
    },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ];
  const result = render(
    <Shell queryClient={queryClient} locale={locale}>
      <AppRouter history={router}>
        <PrefetchCacheContext value={new PrefetchCache()}>
          <Routes routes={routes} />
        </PrefetchCacheContext>
      </AppRouter>
    </Shell>,
  );
  return { ...result, router, queryClient };
};

