import { NavigationType, parsePath, type Blocker, type BlockerFunction, type HistoryRouterProps, type Location, type To } from 'react-router';

// React Router's declarative mode has no blocker: only its data router (~17 KB gzip more on
// every route) can hold a navigation. This wraps the app's history so a page can still hold
// one: push and replace ask the registered blockers first; Back/Forward (POP) has already moved
// the browser, so a held one is undone with go(-delta) and replayed on proceed(), as the data
// router does (the index in history.state gives the delta).
type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Listener = (update: Update) => void;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface BlockingHistory extends History {
  /** Registers a blocker; returns its id (for blockerOf) and its release. */
  block(shouldBlock: BlockerFunction): { id: number; release: () => void };
  /** The state of one blocker: 'blocked' while its navigation waits for proceed() or reset(). */
  blockerOf(id: number): Blocker;
  subscribeBlockers(listener: () => void): () => void;
  /** Navigation from outside React (the session): push, or replace when told. */
  navigate(to: To, options?: NavigateOptions): void;
}

export const unblocked: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

export const createBlockingHistory = (base: History): BlockingHistory => {
  const listeners = new Set<Listener>();
  const blockerListeners = new Set<() => void>();
  const blockers = new Map<number, BlockerFunction>();
  let nextId = 1;
  /** The blocker holding (or proceeding with) a navigation. */
  let held: { id: number; blocker: Blocker } | null = null;
  /** The location the app shows (a held POP has already changed base.location). */
  let current: Location = base.location;
  /** Set while a held POP is being undone: that history update is not the app's. */
  let undoing: (() => void) | null = null;

  const setHeld = (next: typeof held): void => {
    held = next;
    for (const listener of blockerListeners) listener();
  };

  /** The id of the first blocker that holds this navigation; none while one is proceeding. */
  const holder = (nextLocation: Location, historyAction: NavigationType): number | null => {
    if (held?.blocker.state === 'proceeding') return null;
    for (const [id, shouldBlock] of blockers) {
      if (shouldBlock({ currentLocation: current, nextLocation, historyAction })) return id;
    }
    return null;
  };

  const hold = (id: number, location: Location, go: () => void): void => {
    setHeld({
      id,
      blocker: {
        state: 'blocked',
        location,
        proceed: () => {
          setHeld({ id, blocker: { state: 'proceeding', location, proceed: undefined, reset: undefined } });
          go();
        },
        reset: () => setHeld(null),
      },
    });
  };

  base.listen((update) => {
    if (undoing) {
      const done = undoing;
      undoing = null;
      done();
      return;
    }
    const { action, location, delta } = update;
    const id = action === NavigationType.Pop && delta ? holder(location, action) : null;
    if (id !== null && delta) {
      const undone = new Promise<void>((resolve) => (undoing = resolve));
      base.go(-delta);
      hold(id, location, () => void undone.then(() => base.go(delta)));
      return;
    }
    current = location;
    for (const listener of listeners) listener(update);
    if (held?.blocker.state === 'proceeding') setHeld(null);
  });

  const locationOf = (to: To, state: unknown): Location => ({
    pathname: current.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: '',
  });

  const move = (action: NavigationType, to: To, state: unknown): void => {
    const go = () => (action === NavigationType.Replace ? base.replace(to, state) : base.push(to, state));
    const location = locationOf(to, state);
    const id = holder(location, action);
    if (id === null) go();
    else hold(id, location, go);
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return current;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state?: unknown) => move(NavigationType.Push, to, state),
    replace: (to, state?: unknown) => move(NavigationType.Replace, to, state),
    go: (delta) => base.go(delta),
    navigate: (to, options = {}) => move(options.replace ? NavigationType.Replace : NavigationType.Push, to, options.state),
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    block: (shouldBlock) => {
      const id = nextId++;
      blockers.set(id, shouldBlock);
      return {
        id,
        release: () => {
          blockers.delete(id);
          if (held?.id === id && held.blocker.state === 'blocked') setHeld(null);
        },
      };
    },
    blockerOf: (id) => (held?.id === id ? held.blocker : unblocked),
    subscribeBlockers: (listener) => {
      blockerListeners.add(listener);
      return () => void blockerListeners.delete(listener);
    },
  };
};
