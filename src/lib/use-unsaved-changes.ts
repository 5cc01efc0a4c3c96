import { useEffect } from 'react';
import { useHoldNavigation } from '@/lib/router/use-hold-navigation';
import { getSession, isSignedIn } from '@/lib/session';

/**
 * Asks before unsaved changes are lost: a navigation inside the app is held by the app's
 * history (lib/router/use-hold-navigation.ts; the page shows its own dialog); closing or reloading the tab gets the browser's
 * prompt. Signing out (here or in another tab) is never held: the session is already gone.
 */
export const useUnsavedChanges = (dirty: boolean) => {
  const blocker = useHoldNavigation(
    ({ currentLocation, nextLocation }) => dirty && isSignedIn(getSession()) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
};
