import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { loadLocaleAsync } from '@/i18n/i18n-util.async';
import { initialLocale } from '@/lib/locale';
import { startRealtime } from '@/lib/realtime';
import { configureSession, startSession } from '@/lib/session';
import { AppProviders } from './providers';
import { createAppRouter } from './router/routes';

/** Everything that starts the app, after the mock backend (if any) is running. */
export const mountApp = async (container: HTMLElement): Promise<void> => {
  const locale = initialLocale();
  await loadLocaleAsync(locale);
  document.documentElement.lang = locale;

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  configureSession({ queryClient, navigate: (to, options) => void router.navigate(to, options) });
  startRealtime(queryClient);
  void startSession();

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
};
