import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerInputWindowMs, usePinnedToBottom } from './use-pinned-to-bottom';

const threshold = 24;

/** A scroller with the geometry jsdom does not lay out: 600 px tall, content as tall as given. */
const makeScroller = (contentHeight: number) => {
  const el = document.createElement('div');
  let top = 0;
  let height = contentHeight;
  Object.defineProperties(el, {
    clientHeight: { get: () => 600 },
    scrollHeight: { get: () => height },
    scrollTop: {
      get: () => top,
      // Like a browser: clamped to the content, and a change fires `scroll`.
      set: (value: number) => {
        const next = Math.max(0, Math.min(value, height - 600));
        if (next === top) return;
        top = next;
        el.dispatchEvent(new Event('scroll'));
      },
    },
  });
  document.body.append(el);
  return {
    el,
    /** The content gets shorter or taller; a shorter one clamps the position, as a browser does. */
    setContentHeight: (next: number) => {
      height = next;
      el.scrollTop = top;
    },
  };
};

const mount = (contentHeight: number) => {
  const scroller = makeScroller(contentHeight);
  const hook = renderHook(() => usePinnedToBottom(threshold));
  act(() => hook.result.current.scrollerRef(scroller.el));
  act(() => {
    scroller.el.scrollTop = contentHeight;
  });
  return { ...scroller, hook };
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('usePinnedToBottom', () => {
  it('unpins when the reader scrolls up with the wheel, and pins again back at the end', () => {
    const { el, hook } = mount(2000);
    expect(el.scrollTop).toBe(1400);
    expect(hook.result.current.pinned.current).toBe(true);

    el.dispatchEvent(new Event('wheel'));
    el.scrollTop = 1000;
    expect(hook.result.current.pinned.current).toBe(false);
    // Unpinned, a row that grows leaves the reader where they are.
    hook.result.current.keepPinned();
    expect(el.scrollTop).toBe(1000);

    el.scrollTop = 1400 - threshold;
    expect(hook.result.current.pinned.current).toBe(true);
  });

  it('unpins for a key pressed in the history and for a drag of the scrollbar', () => {
    const { el, hook } = mount(2000);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp', bubbles: true }));
    el.scrollTop = 900;
    expect(hook.result.current.pinned.current).toBe(false);

    el.scrollTop = 1400;
    expect(hook.result.current.pinned.current).toBe(true);
    // The scrollbar: the press starts it, the moves come as scrolls only, long after the press.
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(10_000);
    el.dispatchEvent(new Event('pointerdown'));
    now.mockReturnValue(10_000 + readerInputWindowMs * 4);
    el.scrollTop = 700;
    expect(hook.result.current.pinned.current).toBe(false);
  });

  it('stays pinned when the list moves up by itself, and keeps the end in view as rows grow', () => {
    const { el, hook, setContentHeight } = mount(2000);
    // The typing row is replaced by a shorter reply: the position is clamped 100 px up.
    setContentHeight(1900);
    expect(el.scrollTop).toBe(1300);
    expect(hook.result.current.pinned.current).toBe(true);
    // The virtualiser corrects an estimate by moving the list; no input from the reader: the
    // end comes back into view.
    el.scrollTop = 1100;
    expect(hook.result.current.pinned.current).toBe(true);
    expect(el.scrollTop).toBe(1300);

    setContentHeight(2300);
    hook.result.current.keepPinned();
    expect(el.scrollTop).toBe(1700);
  });

  it('takes an upward scroll as the reader’s only just after their input', () => {
    const { el, hook } = mount(2000);
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(5_000);
    el.dispatchEvent(new Event('touchmove'));
    now.mockReturnValue(5_000 + readerInputWindowMs + 1);
    el.scrollTop = 1200;
    expect(hook.result.current.pinned.current).toBe(true);

    el.dispatchEvent(new Event('touchmove'));
    el.scrollTop = 1000;
    expect(hook.result.current.pinned.current).toBe(false);
  });

  it('stops listening when the scroller goes', () => {
    const { el, hook } = mount(2000);
    act(() => hook.result.current.scrollerRef(null));
    el.dispatchEvent(new Event('wheel'));
    el.scrollTop = 500;
    expect(hook.result.current.pinned.current).toBe(true);
  });
});
