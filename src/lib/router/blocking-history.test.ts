// @vitest-environment node
import { UNSAFE_createMemoryHistory as createMemoryHistory, type BlockerFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createBlockingHistory } from './blocking-history';

const setup = (entries = ['/a'], index?: number) => {
  const base = createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true });
  const history = createBlockingHistory(base);
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { base, history, seen };
};

/** Holds every navigation that changes the path. */
const holdAll: BlockerFunction = ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname;

describe('the blocking history', () => {
  it('passes navigations through when nothing holds them', () => {
    const { history, seen } = setup();
    history.push('/b');
    history.navigate('/c', { replace: true });
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c']);
    expect(history.location.pathname).toBe('/c');
  });

  it('holds a push until proceed(), and drops it on reset()', () => {
    const { history, seen } = setup();
    const { id } = history.block(holdAll);
    history.push('/b');
    expect(seen).toEqual([]);
    const blocker = history.blockerOf(id);
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/b');
    blocker.reset?.();
    expect(history.blockerOf(id).state).toBe('unblocked');
    expect(history.location.pathname).toBe('/a');

    history.navigate('/c?x=1');
    history.blockerOf(id).proceed?.();
    expect(seen).toEqual(['PUSH /c']);
    expect(history.location.search).toBe('?x=1');
    expect(history.blockerOf(id).state).toBe('unblocked');
  });

  it('asks the blocker with the current and next locations and the action', () => {
    const { history } = setup();
    const shouldBlock = vi.fn<BlockerFunction>(() => false);
    history.block(shouldBlock);
    history.replace('/b');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({ historyAction: 'REPLACE', currentLocation: expect.objectContaining({ pathname: '/a' }), nextLocation: expect.objectContaining({ pathname: '/b' }) }),
    );
  });

  it('undoes a held Back and replays it on proceed()', () => {
    const { base, history, seen } = setup(['/a', '/b', '/c'], 2);
    const { id } = history.block(holdAll);
    history.go(-2);
    // The move was undone: the app still shows /c, and so does the underlying history.
    expect(seen).toEqual([]);
    expect(base.location.pathname).toBe('/c');
    expect(history.location.pathname).toBe('/c');
    const blocker = history.blockerOf(id);
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/a');
    blocker.proceed?.();
    return vi.waitFor(() => {
      expect(seen).toEqual(['POP /a']);
      expect(base.location.pathname).toBe('/a');
      expect(history.blockerOf(id).state).toBe('unblocked');
    });
  });

  it('keeps the app where it is when a held Back is reset', () => {
    const { base, history, seen } = setup(['/a', '/b'], 1);
    const { id } = history.block(holdAll);
    history.go(-1);
    history.blockerOf(id).reset?.();
    expect(seen).toEqual([]);
    expect(base.location.pathname).toBe('/b');
    history.go(-1);
    expect(history.blockerOf(id).state).toBe('blocked');
  });

  it('stops holding once released, and tells subscribers about changes', () => {
    const { history, seen } = setup();
    const changed = vi.fn();
    history.subscribeBlockers(changed);
    const { id, release } = history.block(holdAll);
    history.push('/b');
    expect(changed).toHaveBeenCalledTimes(1);
    release();
    expect(history.blockerOf(id).state).toBe('unblocked');
    history.push('/b');
    expect(seen).toEqual(['PUSH /b']);
  });

  it('lets a navigation within the same path through the path check', () => {
    const { history, seen } = setup();
    history.block(holdAll);
    history.push('/a?tab=2');
    expect(seen).toEqual(['PUSH /a']);
  });
});
