import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { loadLocale } from '@/i18n/areas';
import { setFirstScreenSettled } from '@/lib/first-screen-settled';
import { initialLocale } from '@/lib/locale';
import { startRealtime } from '@/lib/realtime';
import { whenSettled } from '@/lib/realtime/when-settled';
import { configureSession, keepSignInReady, startSession } from '@/lib/session';
import { AppProviders } from './providers';
import { createAppRouter, preloadSignIn, type AppRouter } from './router/routes';

/** Resolves once the router has the first route's code and loader data (or its error). */
const whenRouterReady = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Everything that starts the app, after the mock backend (if any) is running. */
export const mountApp = async (container: HTMLElement): Promise<void> => {
  const locale = initialLocale();
  // The router starts loading the first route's chunk and data and the session starts while
  // the translations load: all in parallel rather than one after another.
  const translations = loadLocale(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  configureSession({ queryClient, navigate: (to, options) => void router.navigate(to, options) });
  // Code no first screen needs (the socket client, the sign-in screen kept ready, the chat
  // history's virtualiser) waits until React has the first screen and it has then been quiet
  // (whenSettled). Counted from page load instead, a slow first route could "settle" while its
  // own chunks were still on their way.
  let drawn = (): void => {};
  const settled = new Promise<void>((resolve) => (drawn = resolve)).then(() => whenSettled(queryClient));
  setFirstScreenSettled(settled);
  startRealtime(queryClient, () => settled.then(() => import('socket.io-client')));
  const session = startSession();
  keepSignInReady(settled, preloadSignIn);
  // The first screen renders once, complete: the translations, the session (who is here
  // decides what the guards show) and the route's code and data are all in before React
  // draws anything. Drawing a spinner first and the screen later made the phone's main thread
  // render twice right after the first paint (Lighthouse counts that as blocking time); until
  // then index.html's own spinner shows.
  await Promise.all([translations, session, whenRouterReady(router)]);
  document.documentElement.lang = locale;

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  drawn();
};
