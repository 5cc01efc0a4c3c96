import { IconButton } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { styleNonce } from '@/lib/style-nonce';
import { Tooltip } from './tooltip';

// Light and dark, remembered in localStorage by next-themes; the first visit follows the
// system preference.
export type ColorMode = 'light' | 'dark';
export const colorModeStorageKey = 'kizuna.colorMode';

// next-themes renders an inline anti-flicker <script>, useful only in server-rendered HTML.
// This app renders on the client, where React never runs it and warns about it; marking it a
// data block keeps React quiet without changing behaviour.
const inertScript = { type: 'application/json' } as const;

export const ColorModeProvider = ({ children, forcedTheme }: { children: ReactNode; forcedTheme?: ColorMode }) => (
  <ThemeProvider
    scriptProps={inertScript}
    attribute="class"
    storageKey={colorModeStorageKey}
    defaultTheme="system"
    enableSystem
    disableTransitionOnChange
    // The <style> that pauses transitions during a switch needs the page's CSP nonce.
    nonce={styleNonce()}
    forcedTheme={forcedTheme}
  >
    {children}
  </ThemeProvider>
);

export const useColorMode = () => {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return { colorMode, setColorMode: setTheme, toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark') };
};

const SunIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
const MoonIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

export const ColorModeButton = () => {
  const { LL } = useI18nContext();
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? LL.shell.colorMode.toLight() : LL.shell.colorMode.toDark();
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} variant="ghost" colorPalette="neutral" size="sm" onClick={toggleColorMode} data-color-mode={colorMode}>
        {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
      </IconButton>
    </Tooltip>
  );
};
