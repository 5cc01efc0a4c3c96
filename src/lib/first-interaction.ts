// The first time the user does anything on the page (moves the pointer, touches, presses a key),
// code the first screen did not need starts loading: menus, popovers, tooltips and the toast
// area are ready before they are used, without weighing on a cold visit.
const events = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

const waiting = new Set<() => void>();
let happened = false;

const fire = (): void => {
  happened = true;
  for (const event of events) window.removeEventListener(event, fire, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
};

/** Calls `callback` on the first user interaction (at once if there was one); returns an unsubscribe. */
export const onFirstInteraction = (callback: () => void): (() => void) => {
  if (happened) {
    callback();
    return () => {};
  }
  if (waiting.size === 0) for (const event of events) window.addEventListener(event, fire, { capture: true, passive: true });
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
};
