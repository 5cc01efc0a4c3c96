import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long after the reader's own input (wheel, touch, a key in the history, the scrollbar) a
 * scroll upwards is taken as theirs: the first scroll event of a wheel notch, a swipe or a
 * key's smooth scroll comes within a frame or two of the input.
 */
export const readerInputWindowMs = 500;

/**
 * Whether the reader is "at the bottom" of the history, decided by what they did rather than
 * by where the scroll position happens to be: a streamed chunk that makes the last row taller
 * leaves the view short of the end for a moment without the reader having moved. Only the
 * reader scrolling upwards unpins; coming back within `threshold` pixels of the end pins again.
 *
 * The list also moves up by itself: content that gets shorter (the typing row replaced by the
 * reply) clamps the position, and the virtualiser corrects its size estimates by moving it (by
 * 188 px with nothing changing height, as a chat opened). A scroll away from the end with no
 * input from the reader just before it leaves the pin as it is and puts the end back in view:
 * before, such a scroll unpinned the view mid-reply in 5 of 12 journeys run with reduced
 * motion, and the reply ended out of sight behind the "new messages" pill.
 */
export const usePinnedToBottom = (threshold: number) => {
  const pinned = useRef(true);
  const element = useRef<HTMLElement | null>(null);
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
    const readerMoved = () => pointerDown || performance.now() - lastInput < readerInputWindowMs;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const gap = scroller.scrollHeight - top - scroller.clientHeight;
      const moved = readerMoved();
      if (gap <= threshold) pinned.current = true;
      else if (top < lastTop - 1 && moved) pinned.current = false;
      // Pinned, and the list moved away from the end by itself: back to the end.
      else if (pinned.current && !moved) scroller.scrollTop = scroller.scrollHeight;
      lastTop = top;
    };
    const passive = { passive: true } as const;
    scroller.addEventListener('scroll', onScroll, passive);
    scroller.addEventListener('wheel', onInput, passive);
    scroller.addEventListener('touchmove', onInput, passive);
    scroller.addEventListener('keydown', onInput);
    scroller.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      scroller.removeEventListener('wheel', onInput);
      scroller.removeEventListener('touchmove', onInput);
      scroller.removeEventListener('keydown', onInput);
      scroller.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
    };
  }, [scroller, threshold]);

  const scrollerRef = useCallback((el: HTMLElement | Window | null) => {
    element.current = el instanceof HTMLElement ? el : null;
    setScroller(element.current);
  }, []);

  /** The list's height changed (a row grew): while pinned, its end stays in view. */
  const keepPinned = useCallback(() => {
    const el = element.current;
    if (pinned.current && el) el.scrollTop = el.scrollHeight;
  }, []);

  return { pinned, scrollerRef, keepPinned };
};
