import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSettleWindowMs, readerInputWindowMs, usePinnedToBottom } from './use-pinned-to-bottom';

const threshold = 24;

/**
 * A scroller with the geometry jsdom does not lay out: 600 px tall, content as tall as given,
 * in the virtualiser's shape (the scroller, its viewport, the viewport's parts).
 */
const makeScroller = (contentHeight: number) => {
  const el = document.createElement('div');
  const viewport = document.createElement('div');
  viewport.append(document.createElement('div'), document.createElement('div'));
  el.append(viewport);
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
    parts: [...viewport.children],
    /** The content gets shorter or taller; a shorter one clamps the position, as a browser does. */
    setContentHeight: (next: number) => {
      height = next;
      el.scrollTop = top;
    },
  };
};

/** jsdom's ResizeObserver is a stub: this one lets a test say which observed parts changed size. */
const observeResizes = () => {
  const observed = new Set<Element>();
  let notify: () => void = () => {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(target: Element) {
        observed.add(target);
      }
      disconnect() {
        observed.clear();
      }
    },
  );
  return { observed, resize: () => notify() };
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
  vi.unstubAllGlobals();
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

  it("takes the reader's key and scrollbar drag as theirs, even while the list is changing", () => {
    const { el, hook } = mount(2000);
    hook.result.current.listChanged();
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
    hook.result.current.listChanged();
    el.scrollTop = 700;
    expect(hook.result.current.pinned.current).toBe(false);
  });

  it('lets a slow drag upwards leave the end, a pixel per scroll, without pulling it back', () => {
    const { el, hook } = mount(2000);
    for (let top = 1399; top >= 1370; top -= 1) {
      el.dispatchEvent(new Event('touchmove'));
      el.scrollTop = top;
      expect(el.scrollTop).toBe(top);
    }
    expect(hook.result.current.pinned.current).toBe(false);
    expect(el.scrollTop).toBe(1370);
  });

  it('stays pinned when the list moves up by itself just after it changed, and keeps the end in view as rows grow', () => {
    const { el, hook, setContentHeight } = mount(2000);
    // The typing row is replaced by a shorter reply: the position is clamped 100 px up.
    hook.result.current.listChanged();
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

  it('unpins for a scroll upwards with no input when the list has been still: find-in-page, a screen reader, a script', () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1_000);
    const { el, hook } = mount(2000);
    hook.result.current.listChanged();
    now.mockReturnValue(1_000 + listSettleWindowMs + 1);
    el.scrollTop = 200;
    expect(hook.result.current.pinned.current).toBe(false);
    expect(el.scrollTop).toBe(200);
    // Unpinned, nothing pulls the reader back down.
    hook.result.current.listChanged();
    el.scrollTop = 100;
    expect(el.scrollTop).toBe(100);
  });

  it('goes back to the end when the content grew below the view while pinned', () => {
    const { el, hook, setContentHeight } = mount(2000);
    // Taller content leaves a gap; the next scroll event (of any kind but the reader's upwards)
    // finds it and closes it.
    setContentHeight(2400);
    expect(el.scrollTop).toBe(1400);
    el.scrollTop = 1401;
    expect(el.scrollTop).toBe(1800);
    expect(hook.result.current.pinned.current).toBe(true);
  });

  it("keeps the end in view when a part of the list the virtualiser does not report changes size (the header)", () => {
    const { observed, resize } = observeResizes();
    const { el, parts, hook, setContentHeight } = mount(2000);
    expect([...observed]).toEqual(parts);
    setContentHeight(2200);
    act(resize);
    expect(el.scrollTop).toBe(1600);

    el.dispatchEvent(new Event('wheel'));
    el.scrollTop = 900;
    expect(hook.result.current.pinned.current).toBe(false);
    setContentHeight(2500);
    act(resize);
    expect(el.scrollTop).toBe(900);
  });

  it('stops listening when the scroller goes', () => {
    const { observed } = observeResizes();
    const { el, hook } = mount(2000);
    act(() => hook.result.current.scrollerRef(null));
    expect(observed.size).toBe(0);
    el.dispatchEvent(new Event('wheel'));
    el.scrollTop = 500;
    expect(hook.result.current.pinned.current).toBe(true);
  });
});
