import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIds } from '../hooks/use-entry';
import { typingId, type ConversationStore } from '../state/conversation-store';
import { MessageRow, type RowActions } from './message-bubble';

// Opening a chat shows its newest messages in the first frame that has them. The virtualiser
// (react-virtuoso with `initialTopMostItemIndex` LAST) keeps its list hidden and empty for a
// few animation frames while it places itself at the end (about 70 ms at 1× CPU, far more on
// a slow phone): until it shows its rows, the last screenful is drawn here, over it, in the
// same places (bottom-aligned, or from the top when the history is shorter than the view),
// and it goes in the same frame the list's rows appear.
//
// On a cold visit the virtualiser's code is not there yet (it loads after the first screen,
// ./message-list.tsx): then this is the history until it comes — a `standIn`, with real rows
// that assistive technology reads, that take focus and whose actions work, kept up to date, and
// focus moves to the same control in the list when it takes over. Otherwise (the code is
// there, a chat opened from the list) it only covers those few frames: `inert` and hidden
// from assistive technology, the list being the one the reader uses.

/** Rows drawn: more than a phone's screenful of the shortest rows. */
const rowsDrawn = 24;

/** What can hold focus inside a row. */
const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  store: ConversationStore;
  agentName: string;
  /** The history's name, as the list has it. */
  label: string;
  actions: RowActions;
  /** The list's header, as the list draws it above the oldest row. */
  header: ReactNode;
  /** The element the virtualised list is in. */
  container: React.RefObject<HTMLElement | null>;
  /** The row the list opens at (a picked search result); the newest when null. */
  handOverId: string | null;
  /** Called in the frame the list takes over (stable: a new one restarts the watch). */
  onHandOver: () => void;
  /** The history until the virtualiser's code arrives (see above). */
  standIn: boolean;
}

/**
 * The virtualiser's item list once it holds the row it opens at. It renders its rows in their
 * final places, then keeps them hidden a few frames more until its scroll has settled: the
 * hand-over shows them at once, so the reader never sees two copies or an empty frame (and
 * nothing finds two). (Its first, measuring render holds the oldest row only.)
 */
const placedList = (container: HTMLElement, rowId: string | undefined): HTMLElement | null => {
  const items = container.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]');
  // An empty conversation: nothing to place.
  if (!items || rowId === undefined) return items;
  for (const row of items.querySelectorAll('[data-message-id]')) if (row.getAttribute('data-message-id') === rowId) return items;
  return null;
};

/** Where focus is inside the first screen, so the list can give it to the same control. */
const focusPlace = (self: HTMLElement): { rowId: string | null; index: number } | null => {
  const active = document.activeElement;
  if (!active || !self.contains(active)) return null;
  const row = active.closest('[data-message-id]');
  if (!row) return { rowId: null, index: -1 };
  return { rowId: row.getAttribute('data-message-id'), index: [...row.querySelectorAll(focusable)].indexOf(active) };
};

const refocus = (container: HTMLElement, items: HTMLElement, place: { rowId: string | null; index: number }): void => {
  let target: HTMLElement | null = null;
  if (place.rowId) {
    for (const row of items.querySelectorAll('[data-message-id]')) {
      if (row.getAttribute('data-message-id') === place.rowId) target = row.querySelectorAll<HTMLElement>(focusable)[place.index] ?? null;
    }
  }
  (target ?? container.querySelector<HTMLElement>('[data-testid="message-list"]'))?.focus({ preventScroll: true });
};

export const FirstScreen = ({ store, agentName, label, actions, header, container, handOverId, onHandOver, standIn }: Props) => {
  const [done, setDone] = useState(false);
  const self = useRef<HTMLDivElement>(null);
  // A stand-in is live (a message sent before the list is there shows here too); a cover is
  // what the conversation held when it opened.
  const live = useIds(store);
  const [opened] = useState(live);
  const all = standIn ? live : opened;
  const ids = all.slice(-rowsDrawn);
  const complete = all.length <= rowsDrawn;
  const rowId = handOverId ?? ids.findLast((id) => id !== typingId);

  useEffect(() => {
    const root = container.current;
    if (!root || done) return;
    const element = self.current;
    // A press on one of these rows (a tap on Unlock or Retry) finishes here: the hand-over waits
    // until its click has been dispatched, so the tap is never lost to the swap.
    let pressed = false;
    let waiting: HTMLElement | null = null;
    let released: ReturnType<typeof setTimeout> | undefined;
    const handOver = (items: HTMLElement) => {
      if (pressed) {
        waiting = items;
        return;
      }
      // In the mutation callback, before the frame is painted: the list shows, this goes.
      const place = element ? focusPlace(element) : null;
      items.style.visibility = 'visible';
      if (element) element.style.display = 'none';
      if (place) refocus(root, items, place);
      setDone(true);
      onHandOver();
    };
    const onPress = () => {
      pressed = true;
    };
    const onRelease = () => {
      clearTimeout(released);
      // After the click that follows pointerup.
      released = setTimeout(() => {
        pressed = false;
        if (waiting) handOver(waiting);
      });
    };
    element?.addEventListener('pointerdown', onPress);
    element?.addEventListener('pointerup', onRelease);
    element?.addEventListener('pointercancel', onRelease);
    const observer = new MutationObserver(() => {
      const items = placedList(root, rowId);
      if (!items) return;
      observer.disconnect();
      handOver(items);
    });
    const ready = placedList(root, rowId);
    if (ready) handOver(ready);
    else observer.observe(root, { subtree: true, childList: true });
    return () => {
      observer.disconnect();
      clearTimeout(released);
      element?.removeEventListener('pointerdown', onPress);
      element?.removeEventListener('pointerup', onRelease);
      element?.removeEventListener('pointercancel', onRelease);
    };
  }, [container, done, onHandOver, rowId]);

  if (done) return null;
  const roles = standIn ? { role: 'region', 'aria-label': label, tabIndex: 0 } : { 'aria-hidden': true, inert: true };
  return (
    <div ref={self} className="kz-first-screen" data-stand-in={standIn || undefined} {...roles} data-testid="first-screen">
      <div className="kz-first-screen-rows">
        {complete ? header : null}
        {ids.map((id) => (
          <MessageRow key={id} id={id} store={store} agentName={agentName} actions={actions} />
        ))}
        <div style={{ height: 'var(--chakra-spacing-2)' }} />
      </div>
    </div>
  );
};
