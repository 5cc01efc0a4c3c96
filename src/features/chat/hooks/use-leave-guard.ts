import { useEffect } from 'react';
import { useHoldNavigation } from '@/lib/router/use-hold-navigation';
import { getSession, isSignedIn } from '@/lib/session';

/**
 * With an unsent draft or a message still sending, leaving the chat asks first: in-app
 * navigation is held by the app's history (lib/router/use-hold-navigation.ts; the page shows its dialog); closing or
 * reloading the tab gets the browser's prompt. Signing out is never held.
 */
export const useLeaveGuard = (draftUnsent: boolean, sending: boolean) => {
  const held = draftUnsent || sending;
  const blocker = useHoldNavigation(
    ({ currentLocation, nextLocation }) =>
      held &&
      isSignedIn(getSession()) &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Topping up is the way back to sending this very draft (it stays stored): no question.
      !(nextLocation.pathname === '/payment' && !sending),
  );
  useEffect(() => {
    if (!held) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [held]);
  return blocker;
};
