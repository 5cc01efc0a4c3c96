import { createContext, useContext, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { BlockingHistory } from './blocking-history';

const HistoryContext = createContext<BlockingHistory | null>(null);

/** The app's history (the one pages can hold a navigation in: useHoldNavigation). */
export const useBlockingHistory = (): BlockingHistory => {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useBlockingHistory needs an <AppRouter>');
  return history;
};

/**
 * React Router in declarative mode over a blocking history (the app's, or a memory one in
 * tests). Its navigations run in startTransition: a screen whose code or data is still on its
 * way suspends, and the one before it stays on screen meanwhile.
 */
export const AppRouter = ({ history, children }: { history: BlockingHistory; children: ReactNode }) => (
  <HistoryContext value={history}>
    <HistoryRouter history={history}>{children}</HistoryRouter>
  </HistoryContext>
);
