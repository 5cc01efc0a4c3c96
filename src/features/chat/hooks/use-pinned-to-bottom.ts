import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long after the reader's own input (wheel, touch, a key in the history, the scrollbar) a
 * scroll upwards is taken as theirs: the first scroll event of a wheel notch, a swipe or a
 * key's smooth scroll comes within a frame or two of the input.
 */
export const readerInputWindowMs = 500;

/**
 * How long after the list itself changed (a row added, removed or resized) a scroll upwards
 * with no input from the reader is taken as the list's own move: the browser clamps the
 * position in the frame the content gets shorter, and the virtualiser corrects its estimates
 * in the frame it measures the new rows.
 */
export const listSettleWindowMs = 300;

/**
 * Whether the reader is "at the bottom" of the history, decided by what they did rather than
 * by where the scroll position happens to be: a streamed chunk that makes the last row taller
 * leaves the view short of the end for a moment without the reader having moved. A scroll
 * upwards unpins; coming back within `threshold` pixels of the end pins again.
 *
 * The list also moves up by itself: content that gets shorter (the typing row replaced by the
 * reply) clamps the position, and the virtualiser corrects its size estimates by moving it (by
 * 188 px with nothing changing height). Taken as the reader's, those moves unpinned the view
 * mid-reply (11 of 16 chat journeys with reduced motion), and the reply ended out of sight
 * behind the "new messages" pill. So while pinned, a scroll upwards that comes just after the
 * list changed (`listChanged`) and with no input from the reader puts the end back in view.
 * Any other scroll upwards unpins, with input or without: the browser's find-in-page, a screen
 * reader moving through the history, a script.
 */
export const usePinnedToBottom = (threshold: number) => {
  const pinned = useRef(true);
  const element = useRef<HTMLElement | null>(null);
  const lastListChange = useRef(Number.NEGATIVE_INFINITY);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!scroller) return;
    let lastTop = scroller.scrollTop;
    let lastInput = Number.NEGATIVE_INFINITY;
    let pointerDown = false;
    const onInput = () => {
      lastInput = performance.now();
    };
    const onPointerDown = () => {
      // A drag of the scrollbar sends no input events of its own while it moves.
      pointerDown = true;
      onInput();
    };
    const onPointerUp = () => {
      pointerDown = false;
    };
    const readerActive = () => pointerDown || performance.now() - lastInput < readerInputWindowMs;
    const listJustChanged = () => performance.now() - lastListChange.current < listSettleWindowMs;
    const toTheEnd = () => {
      scroller.scrollTop = scroller.scrollHeight;
    };
    const onScroll = () => {
      const top = scroller.scrollTop;
      const gap = scroller.scrollHeight - top - scroller.clientHeight;
      if (gap <= threshold) pinned.current = true;
      else if (pinned.current) {
        if (readerActive()) {
          // The reader's own scroll: any move upwards unpins (a slow drag moves a pixel or less
          // per event), and nothing pulls them back while they are at it.
          if (top < lastTop) pinned.current = false;
        } else if (top < lastTop - 1 && !listJustChanged()) {
          // Upwards with no input while the list was still: find-in-page, a screen reader, a script.
          pinned.current = false;
        } else {
          // The list moved up by itself just after it changed, or grew below without following.
          toTheEnd();
        }
      }
      lastTop = scroller.scrollTop;
    };
    // What the virtualiser does not report grows the content too (its header, where older
    // messages load): while pinned, the end stays in view whatever changed size. (Not marked
    // as a change of the list: scrolling itself resizes these parts, as the virtualiser swaps
    // rows in and out, and a scroll must not make the next one look like the list's own.)
    const resized = new ResizeObserver(() => {
      if (pinned.current) toTheEnd();
    });
    const observeParts = () => {
      resized.disconnect();
      for (const part of scroller.firstElementChild?.children ?? []) resized.observe(part);
    };
    const parts = new MutationObserver(observeParts);
    if (scroller.firstElementChild) parts.observe(scroller.firstElementChild, { childList: true });
    observeParts();
    const listening = new AbortController();
    const { signal } = listening;
    const passive = { passive: true, signal } as const;
    scroller.addEventListener('scroll', onScroll, passive);
    scroller.addEventListener('wheel', onInput, passive);
    scroller.addEventListener('touchmove', onInput, passive);
    scroller.addEventListener('keydown', onInput, { signal });
    scroller.addEventListener('pointerdown', onPointerDown, { signal });
    window.addEventListener('pointerup', onPointerUp, { signal });
    window.addEventListener('pointercancel', onPointerUp, { signal });
    return () => {
      listening.abort();
      resized.disconnect();
      parts.disconnect();
    };
  }, [scroller, threshold]);

  const scrollerRef = useCallback((el: HTMLElement | Window | null) => {
    element.current = el instanceof HTMLElement ? el : null;
    setScroller(element.current);
  }, []);

  /** A row was added, removed or changed size: the list may move by itself for a moment. */
  const listChanged = useCallback(() => {
    lastListChange.current = performance.now();
  }, []);

  /** The list's height changed (a row grew): while pinned, its end stays in view. */
  const keepPinned = useCallback(() => {
    listChanged();
    const el = element.current;
    if (pinned.current && el) el.scrollTop = el.scrollHeight;
  }, [listChanged]);

  return { pinned, scrollerRef, keepPinned, listChanged };
};
