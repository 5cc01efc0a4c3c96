import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { loadLocale } from '@/i18n/areas';
import { initialLocale } from '@/lib/locale';
import { startRealtime } from '@/lib/realtime';
import { whenSettled } from '@/lib/realtime/when-settled';
import { configureSession, keepSignInReady, startSession } from '@/lib/session';
import { AppProviders } from './providers';
import { createAppRouter, preloadSignIn } from './router/routes';

/** Everything that starts the app, after the mock backend (if any) is running. */
export const mountApp = async (container: HTMLElement): Promise<void> => {
  const locale = initialLocale();
  // The router starts loading the first route's chunk and the session starts while the
  // translations load: three requests in parallel rather than one after another.
  const translations = loadLocale(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  configureSession({ queryClient, navigate: (to, options) => void router.navigate(to, options) });
  startRealtime(queryClient);
  void startSession();
  keepSignInReady(whenSettled(queryClient), preloadSignIn);
  await translations;
  document.documentElement.lang = locale;

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
};
