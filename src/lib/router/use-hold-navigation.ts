import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction } from 'react-router';
import { useBlockingHistory } from './app-router';
import { unblocked } from './blocking-history';

/**
 * Holds a navigation `shouldBlock` says to hold, with the shape of React Router's own
 * blocker (state 'blocked' | 'proceeding' | 'unblocked', proceed(), reset()), so the
 * unsaved-changes dialogs work the same. The latest `shouldBlock` is asked each time.
 */
export const useHoldNavigation = (shouldBlock: BlockerFunction): Blocker => {
  const history = useBlockingHistory();
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    const { id: registered, release } = history.block((args) => latest.current(args));
    setId(registered);
    return release;
  }, [history]);
  const read = useCallback(() => (id === null ? unblocked : history.blockerOf(id)), [history, id]);
  return useSyncExternalStore(history.subscribeBlockers, read, read);
};
