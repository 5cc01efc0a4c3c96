import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
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
  // The registration's id in a ref, not state: until a navigation is held the blocker reads
  // `unblocked` whether registered or not, and the history tells its subscribers when it holds
  // one. As state, registering re-rendered the whole screen that holds (the conversation) right
  // after its first paint, at default priority: a task of ~35 ms on our test machine.
  const id = useRef<number | null>(null);
  useEffect(() => {
    const { id: registered, release } = history.block((args) => latest.current(args));
    id.current = registered;
    return () => {
      id.current = null;
      release();
    };
  }, [history]);
  const read = useCallback(() => (id.current === null ? unblocked : history.blockerOf(id.current)), [history]);
  return useSyncExternalStore(history.subscribeBlockers, read, read);
};
