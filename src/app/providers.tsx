import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ColorModeProvider, type ColorMode } from '@/components/ui/color-mode';
import TypesafeI18n from '@/i18n/i18n-react';
import type { Locales } from '@/i18n/i18n-types';
import { ProfileLanguage } from './profile-language';
import { createStyleCache } from '@/lib/style-nonce';
import { appSystem } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  locale: Locales;
  /** Tests pin the colour mode. */
  colorMode?: ColorMode;
  children: ReactNode;
}

// One cache for the page's lifetime: its <style> elements carry the CSP nonce.
const styleCache = createStyleCache();

/** Everything a screen needs around it, shared by the app and the test render helper. */
export const AppProviders = ({ queryClient, locale, colorMode, children }: AppProvidersProps) => (
  <QueryClientProvider client={queryClient}>
    <CacheProvider value={styleCache}>
      <ChakraProvider value={appSystem()}>
        <ColorModeProvider forcedTheme={colorMode}>
          <TypesafeI18n locale={locale}>
            <ProfileLanguage />
            {children}
          </TypesafeI18n>
        </ColorModeProvider>
      </ChakraProvider>
    </CacheProvider>
  </QueryClientProvider>
);
