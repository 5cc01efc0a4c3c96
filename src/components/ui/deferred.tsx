import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { loadOnce } from '@/lib/load-once';

// Menus, popovers and tooltips bring a positioning engine, focus management and dismiss
// handling (about 40 KB gzip together) that no first screen needs. A deferred overlay shows a
// placeholder that looks exactly like its trigger and loads the real component on the first
// interaction with the page, or at once when the trigger itself is hovered, focused or
// pressed. A press before the code is there is not lost: the overlay opens when it arrives.
// Focus stays on the trigger when the placeholder is swapped for the real one.

interface DeferredOptions {
  /** A press on the placeholder opens the overlay once loaded (menus, popovers; not tooltips). */
  openOnPress: boolean;
}

export type DeferredProps<P> = Omit<P, 'defaultOpen'> & {
  /** The trigger as it looks and behaves before the overlay's code is loaded. */
  placeholder: ReactNode;
};

const focusable = 'button, a[href], input, select, textarea, [tabindex]';

export const deferred = <P extends { defaultOpen?: boolean }>(load: () => Promise<ComponentType<P>>, { openOnPress }: DeferredOptions) => {
  // A failed chunk (offline, new release) is retried on the next interaction.
  const { load: preload, loaded } = loadOnce(load);

  const Deferred = ({ placeholder, ...props }: DeferredProps<P>) => {
    const [Component, setComponent] = useState<ComponentType<P> | null>(loaded);
    const [openOnLoad, setOpenOnLoad] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);
    // While a press on the placeholder is under way (pointer down, no click yet) the swap waits:
    // swapping mid-press would split the press between two elements, and neither would open.
    const pressing = useRef(false);
    const arrived = useRef<ComponentType<P> | null>(null);
    const swap = useCallback(() => {
      const component = arrived.current;
      if (!component || pressing.current) return;
      refocus.current = box.current?.contains(document.activeElement) ?? false;
      setComponent(() => component);
    }, []);
    const start = useCallback(() => {
      preload().then(
        (component) => {
          arrived.current = component;
          swap();
        },
        () => {},
      );
    }, [swap]);
    useEffect(() => {
      const node = box.current;
      if (Component || !node) return undefined;
      // Listened to on the wrapper: the placeholder is the trigger's own markup, whatever it is.
      const down = (): void => {
        pressing.current = true;
        start();
      };
      // The swap waits for the click to reach React too. This listener, on the wrapper, runs
      // before React's on the root, and a browser renders what it set in between (microtasks run
      // after each listener): the placeholder would be gone, and React drops a click on an
      // element it has unmounted. So the press is held until the next task.
      const press = (): void => {
        if (openOnPress) setOpenOnLoad(true);
        pressing.current = true;
        start();
        setTimeout(() => {
          pressing.current = false;
          swap();
        });
      };
      // A press that ends without a click (dragged away, cancelled) releases the swap too; the
      // click, when there is one, comes first in the same task.
      const release = (): void => {
        if (!pressing.current) return;
        setTimeout(() => {
          pressing.current = false;
          swap();
        });
      };
      const listeners: [EventTarget, string, () => void][] = [
        [node, 'pointerover', start],
        [node, 'focusin', start],
        [node, 'pointerdown', down],
        [node, 'click', press],
        [window, 'pointerup', release],
        [window, 'pointercancel', release],
      ];
      for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
      const stop = onFirstInteraction(start);
      return () => {
        stop();
        for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      };
    }, [Component, start, swap]);
    useLayoutEffect(() => {
      if (!Component || !refocus.current) return;
      refocus.current = false;
      box.current?.querySelector<HTMLElement>(focusable)?.focus();
    }, [Component]);
    if (Component) {
      const componentProps = { ...props, defaultOpen: openOnLoad || undefined } as unknown as P;
      return (
        <span ref={box} style={{ display: 'contents' }}>
          <Component {...componentProps} />
        </span>
      );
    }
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {placeholder}
      </span>
    );
  };
  return Object.assign(Deferred, { preload });
};
