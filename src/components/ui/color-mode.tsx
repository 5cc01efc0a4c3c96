import { IconButton } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { storageKeys } from '@/lib/storage-keys';
import { styleNonce } from '@/lib/style-nonce';
import {
  applyColorMode,
  parseColorModePreference,
  readColorModePreference,
  subscribeToSystemColorMode,
  systemColorMode,
  type ColorMode,
  type ColorModePreference,
} from './color-mode-document';
import { Tooltip } from './tooltip';

export type { ColorMode } from './color-mode-document';

// Light and dark, remembered on this device; the first visit follows the system preference,
// and so does every tab of the app when one of them switches (the storage event).
// Our own rather than next-themes: next-themes applies the mode in an effect after the first
// commit, inserting and removing a transition-pausing `*` stylesheet each time, and on a cold
// visit that restyled the whole first screen three more times (docs/decisions/app-shell.md).

interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

/** `forcedTheme` pins the mode shown (tests draw in one mode whatever the machine prefers). */
export const ColorModeProvider = ({ children, forcedTheme }: { children: ReactNode; forcedTheme?: ColorMode }) => {
  const [preference, setPreference] = useState<ColorModePreference>(() => readColorModePreference(storageKeys.colorMode));
  const system = useSyncExternalStore(subscribeToSystemColorMode, systemColorMode);
  const colorMode = forcedTheme ?? (preference === 'system' ? system : preference);

  // A layout effect writes in the same task as the first commit, before the browser styles
  // it, so the first screen is styled once, already in its mode. Only a later change (a
  // switch) pauses transitions.
  const applied = useRef(false);
  useLayoutEffect(() => {
    applyColorMode(colorMode, { pauseTransitions: applied.current, nonce: styleNonce() });
    applied.current = true;
  }, [colorMode]);

  useEffect(() => {
    const followOtherTabs = (event: StorageEvent) => {
      // `key` is null when another tab cleared the storage: back to the system's mode.
      if (event.key === storageKeys.colorMode || event.key === null) setPreference(parseColorModePreference(event.newValue));
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    setPreference(mode);
    try {
      localStorage.setItem(storageKeys.colorMode, mode);
    } catch {
      // Storage blocked (private mode): the choice holds for this visit.
    }
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
};

export const useColorMode = () => {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode needs a ColorModeProvider above it');
  const { colorMode, setColorMode } = context;
  return { colorMode, setColorMode, toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') };
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
