import { useEffect, useRef, useState, type ReactNode } from 'react';
import { typingId, type ConversationStore } from '../state/conversation-store';
import { MessageRow, type RowActions } from './message-bubble';

// Opening a chat shows its newest messages in the first frame that has them. The virtualiser
// (react-virtuoso with `initialTopMostItemIndex` LAST) keeps its list hidden and empty for a
// few animation frames while it places itself at the end (about 70 ms at 1× CPU, far more on
// a slow phone): until it shows its rows, the last screenful is drawn here, over it, in the
// same places (bottom-aligned, or from the top when the history is shorter than the view),
// and it goes in the same frame the list's rows appear. It is `inert` and hidden from assistive
// technology: the list is the one the reader uses.

/** Rows drawn: more than a phone's screenful of the shortest rows. */
const rowsDrawn = 24;

interface Props {
  store: ConversationStore;
  agentName: string;
  actions: RowActions;
  /** The list's header, as the list draws it above the oldest row. */
  header: ReactNode;
  /** The element the virtualised list is in. */
  container: React.RefObject<HTMLElement | null>;
}

/**
 * The virtualiser's item list once it holds the newest row. It renders its rows in their final
 * places, then keeps them hidden a few frames more until its scroll has settled: the hand-over
 * shows them at once, so the reader never sees two copies or an empty frame (and nothing finds
 * two). (Its first, measuring render holds the oldest row only.)
 */
const placedList = (container: HTMLElement, newestId: string): HTMLElement | null => {
  const items = container.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]');
  if (!items) return null;
  for (const row of items.querySelectorAll('[data-message-id]')) if (row.getAttribute('data-message-id') === newestId) return items;
  return null;
};

export const FirstScreen = ({ store, agentName, actions, header, container }: Props) => {
  const [done, setDone] = useState(false);
  const self = useRef<HTMLDivElement>(null);
  // Read once: the first screen is what the conversation held when it opened.
  const [ids] = useState(() => store.getIds().slice(-rowsDrawn));
  const [complete] = useState(() => store.getIds().length <= rowsDrawn);
  const newestId = ids.findLast((id) => id !== typingId);

  useEffect(() => {
    const root = container.current;
    if (!root || done || !newestId) return;
    const handOver = (items: HTMLElement) => {
      // In the mutation callback, before the frame is painted: the list shows, this goes.
      items.style.visibility = 'visible';
      if (self.current) self.current.style.display = 'none';
      setDone(true);
    };
    const ready = placedList(root, newestId);
    if (ready) {
      handOver(ready);
      return;
    }
    const observer = new MutationObserver(() => {
      const items = placedList(root, newestId);
      if (!items) return;
      observer.disconnect();
      handOver(items);
    });
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [container, done, newestId]);

  if (done || !newestId) return null;
  return (
    <div ref={self} className="kz-first-screen" aria-hidden="true" inert data-testid="first-screen">
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
