import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { BlockingHistory } from './blocking-history';

const HistoryContext = createContext<BlockingHistory | null>(null);
const NavigationContext = createContext(0);

/** The app's history (the one pages can hold a navigation in: useHoldNavigation). */
export const useBlockingHistory = (): BlockingHistory => {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useBlockingHistory needs an <AppRouter>');
  return history;
};

/**
 * Which navigation the tree shows: 0 for the first location, one more for each navigation
 * after it. Unlike location.key it changes on every navigation (an entry pushed outside the
 * router has the key 'default', and Back brings an entry's key again): what the data router
 * redid on every navigation (fetch the route's data, forget its error) follows this.
 */
export const useNavigationId = (): number => useContext(NavigationContext);

/**
 * React Router in declarative mode over a blocking history (the app's, or a memory one in
 * tests): what `unstable_HistoryRouter` does, plus the navigation id. Navigations render in
 * startTransition: a screen whose code or data is still on its way suspends, and the one
 * before it stays on screen meanwhile.
 */
export const AppRouter = ({ history, children }: { history: BlockingHistory; children: ReactNode }) => {
  const [state, setState] = useState({ action: history.action, location: history.location, navigation: 0 });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState((before) => ({ action, location, navigation: before.navigation + 1 }))),
      ),
    [history],
  );
  return (
    <HistoryContext value={history}>
      <NavigationContext value={state.navigation}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </NavigationContext>
    </HistoryContext>
  );
};
