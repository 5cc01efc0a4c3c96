import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { loadLocale } from '@/i18n/areas';
import { setFirstScreenSettled } from '@/lib/first-screen-settled';
import { initialLocale } from '@/lib/locale';
import { nextTask } from '@/lib/next-task';
import { startRealtime } from '@/lib/realtime';
import { whenSettled } from '@/lib/realtime/when-settled';
import { AppRouter } from '@/lib/router/app-router';
import { createBlockingHistory } from '@/lib/router/blocking-history';
import { configureSession, keepSignInReady, startSession, whenAnotherTabIsOpen } from '@/lib/session';
import { AppProviders } from './providers';
import { AppRoutes, loadFirstRoute, preloadFirstRouteCode } from './router/app-routes';
import { reportCaughtError } from './router/route-error-boundary';
import { PrefetchCache } from './router/route-page';
import { createAppRoutes, preloadSignIn } from './router/routes';
import { makeAppSystem } from './theme';

/**
 * Everything that starts the app. `backendReady` is the mock backend's start in a mock build
 * (src/main.tsx): nothing here talks to the API before it has resolved, but the translations
 * and the first screen's code, which need no backend, load while it starts.
 */
export const mountApp = async (container: HTMLElement, backendReady?: Promise<void>): Promise<void> => {
  const locale = initialLocale();
  // The first route's chunks and data start loading and the session starts while the
  // translations load: all in parallel rather than one after another.
  const translations = loadLocale(locale);
  const queryClient = createQueryClient();
  // v5Compat: the history tells the router about its own push and replace too.
  const history = createBlockingHistory(createBrowserHistory({ v5Compat: true }));
  const routes = createAppRoutes(queryClient);
  // Inlined by Vite: a production build has no mock backend and drops the branch.
  if (import.meta.env.VITE_MOCKS === 'true' && backendReady) {
    preloadFirstRouteCode(routes, history.location);
    await backendReady;
  }
  configureSession({ queryClient, navigate: (to, options) => history.navigate(to, options) });
  // Code no first screen needs (the socket client, the sign-in screen kept ready, the chat
  // history's virtualiser) waits until React has the first screen and it has then been quiet
  // (whenSettled). Counted from page load instead, a slow first route could "settle" while its
  // own chunks were still on their way.
  let drawn = (): void => {};
  const settled = new Promise<void>((resolve) => (drawn = resolve)).then(() => whenSettled(queryClient));
  setFirstScreenSettled(settled);
  startRealtime(queryClient, () => settled.then(() => import('socket.io-client')));
  // The session check in a task of its own: with everything above, the task was 25–40 ms on
  // our test machine (a fetch's call, the history's first entry and the cookie read are a few
  // milliseconds each). With a stored token, the bootstrap's fetches and the first route's data
  // leave beside the check (startSession, loadForUser), not after its answer.
  await nextTask();
  const session = startSession();
  // The first route's code and data in a task of their own: asking for its chunks (a
  // <link rel="modulepreload"> each) is the longest part of the start, 7–24 ms on our test
  // machine, four times that on a simulated phone.
  await nextTask();
  const prefetches = new PrefetchCache();
  const firstRoute = loadFirstRoute(routes, history.location, prefetches);
  // Kept ready for a logout in another tab: only once there is another tab (most phones run
  // one), so a lone tab does not load and run the sign-in screen's code for nothing.
  keepSignInReady(Promise.all([settled, whenAnotherTabIsOpen()]).then(() => undefined), preloadSignIn);
  // Everything above starts a download; the Chakra system is then made while they arrive, in
  // tasks of its own (a production build makes it in a dozen short pieces, src/app/theme.ts),
  // not in the one that evaluated every module.
  const system = nextTask().then(() => makeAppSystem(nextTask));
  // The first screen renders once, complete: the translations, the session (who is here
  // decides what the guards show) and the route's code and data are all in before React
  // draws anything. Drawing a spinner first and the screen later made the phone's main thread
  // render twice right after the first paint (Lighthouse counts that as blocking time); until
  // then index.html's own spinner shows.
  await Promise.all([translations, session, firstRoute, system]);
  document.documentElement.lang = locale;

  // A transition, so React renders the first screen in slices of a few milliseconds and
  // yields between them: rendered in one piece it was one task of 120–180 ms on our test
  // machine (four times that on Lighthouse's simulated phone), which blocks input and is
  // what Lighthouse counts as blocking time. Only the commit is one task
  // (src/lib/emotion-insert-in-render.ts keeps it short).
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} locale={locale}>
          <AppRouter history={history}>
            <AppRoutes routes={routes} prefetches={prefetches} />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
  drawn();
};
