import { useLayoutEffect } from 'react';

// What Kizuna's form controls (field.tsx, fieldset.tsx, checkbox.tsx, radio-group.tsx,
// native-select.tsx) share in place of Ark's wiring.

/** A `data-*` flag as Chakra's conditions read it (`_invalid`, `_disabled`, `_focusVisible`…): present and empty, or absent. */
export const dataFlag = (on: boolean | undefined): '' | undefined => (on ? '' : undefined);

/** Whether the browser draws a focus ring on the element (keyboard focus); where it cannot say, it does. */
export const focusIsVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/** Tells a field or fieldset that one of its texts (help, error) is on screen while the text is mounted, so its control names it. */
export const useShownWhileMounted = (show: ((shown: boolean) => void) | undefined): void => {
  useLayoutEffect(() => {
    show?.(true);
    return () => show?.(false);
  }, [show]);
};
