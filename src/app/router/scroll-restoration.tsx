import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useNavigationId } from '@/lib/router/app-router';
import { storageKeys } from '@/lib/storage-keys';

// What React Router's <ScrollRestoration> did for the data router (declarative mode has none):
// a new screen opens at the top (or at its #hash); Back/Forward puts the window back where it
// was on that history entry, also after a reload (the positions live in sessionStorage).

const readPositions = (): Record<string, number> => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKeys.scrollPositions) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
};

export const ScrollRestoration = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Every navigation, also to an entry pushed outside the router (whose key is 'default').
  const navigation = useNavigationId();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();
  // The entry the window's scroll belongs to. A navigation changes it before the browser
  // reports any scroll the new screen causes, so an entry keeps its reader's last position.
  const entry = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const saved = positions.current ?? {};
    const onScroll = () => {
      saved[entry.current] = window.scrollY;
    };
    const onPageHide = () => {
      saved[entry.current] = window.scrollY;
      sessionStorage.setItem(storageKeys.scrollPositions, JSON.stringify(saved));
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = location.key;
    const saved = navigationType === 'POP' ? positions.current?.[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [navigation, location.key, location.hash, navigationType]);

  return null;
};
