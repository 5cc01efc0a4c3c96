import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the reader is "at the bottom" of the history, decided by what they did rather than
 * by where the scroll position happens to be: a streamed chunk that makes the last row taller
 * leaves the view short of the end for a moment without the reader having moved. Only a
 * scroll upwards unpins; coming back within `threshold` pixels of the end pins again.
 */
export const usePinnedToBottom = (threshold: number) => {
  const pinned = useRef(true);
  const element = useRef<HTMLElement | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!scroller) return;
    let lastTop = scroller.scrollTop;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const gap = scroller.scrollHeight - top - scroller.clientHeight;
      if (gap <= threshold) pinned.current = true;
      else if (top < lastTop - 1) pinned.current = false;
      lastTop = top;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
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
