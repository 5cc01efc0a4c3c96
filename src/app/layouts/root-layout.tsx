import { Box, Flex, Link } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { AppToaster } from '@/components/ui/toaster';
import { loadAreas } from '@/i18n/areas';
import { useI18nContext } from '@/i18n/i18n-react';
import { useGlobalLoading } from '@/lib/global-loading';
import { useSession } from '@/lib/session';
import { Footer, Header } from '../header/header';
import { fullScreenPaths } from '../router/paths';
import { RouteErrorBoundary } from '../router/route-error-boundary';
import { ScrollRestoration } from '../router/scroll-restoration';
import { BottomNav } from './bottom-nav';
import { UpdateCheck } from './update-check';

// Only a mock build has the mock tools. `import.meta.env` is inlined by Vite, so in a
// production build the condition is the constant false and the chunk is never emitted, nor
// their translations (an area of their own, loaded with them).
const MockTools =
  import.meta.env.VITE_MOCKS === 'true' ? lazy(() => Promise.all([import('../mock-tools/mock-tools'), loadAreas(['mockTools'])]).then(([module]) => module)) : null;

/** `<html lang>` and the page description follow the chosen language. */
const DocumentLanguage = () => {
  const { LL, locale } = useI18nContext();
  useEffect(() => {
    // Written only when it differs: Chromium restyles every element on a write of `lang`,
    // even of the same value, and mountApp has already set it for the first screen.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    document.querySelector('meta[name="description"]')?.setAttribute('content', LL.app.description());
  }, [LL, locale]);
  return null;
};

export const RootLayout = () => {
  const { LL } = useI18nContext();
  const { initializing } = useSession();
  const loading = useGlobalLoading();
  const { pathname } = useLocation();
  // A full-screen page (the conversation) fills the window below the header and scrolls inside.
  const fullScreen = fullScreenPaths.some((path) => matchPath(path, pathname) !== null);
  return (
    <Flex direction="column" minH="100dvh" h={fullScreen ? '100dvh' : undefined}>
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        {LL.shell.skipToContent()}
      </Link>
      <Header />
      <Box
        as="main"
        id="main"
        flex="1"
        tabIndex={-1}
        outline="none"
        data-pathname={pathname}
        {...(fullScreen ? { minH: '0', display: 'flex', flexDirection: 'column' } : {})}
      >
        {/* A page's error shows here, inside the header and footer. */}
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </Box>
      {fullScreen ? null : (
        <>
          <Footer />
          <BottomNav />
        </>
      )}
      <AppToaster />
      {initializing || loading ? <LoadingOverlay label={initializing ? LL.shell.initializing() : LL.shell.loading()} /> : null}
      <DocumentLanguage />
      <UpdateCheck />
      {MockTools ? (
        <Suspense fallback={null}>
          <MockTools />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </Flex>
  );
};

/** While the first screen's code is not in yet (app-routes.tsx). */
export const RootFallback = () => {
  const { LL } = useI18nContext();
  return <LoadingOverlay label={LL.shell.loading()} />;
};
