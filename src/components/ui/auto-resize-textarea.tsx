import { chakra } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useCallback, useState, type ComponentProps } from 'react';
import { loadOnce } from '@/lib/load-once';

const StyledTextarea = chakra('textarea', textareaRecipe);

export type AutoResizeTextareaProps = ComponentProps<typeof StyledTextarea>;

/** Whether the browser sizes a field to its content itself (CSS `field-sizing`: Chromium 123+, Safari 26.2+). */
const sizesFieldsItself = (): boolean => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** The same zag.js helper Chakra's `<Textarea autoresize>` runs, for the other browsers only. */
const resizer = loadOnce(() => import('@zag-js/auto-resize'));

/**
 * `field-sizing: content` ignores `rows`: a box of 3 rows would start as 1. Its lines (`lh`),
 * plus its padding and border, become its least height instead, as the helper keeps them.
 */
const keepRows = (element: HTMLTextAreaElement, rows: number): void => {
  const style = getComputedStyle(element);
  const frame = [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth].reduce((sum, value) => sum + (parseFloat(value) || 0), 0);
  element.style.minHeight = `calc(${rows}lh + ${frame}px)`;
};

/**
 * A message box that grows with its text (up to its `maxH`, then it scrolls), drawn with
 * Chakra's textarea recipe. Where the browser can, CSS does it (`field-sizing: content`) and no
 * code is loaded; elsewhere zag.js's helper measures and sets the height, loaded with the box.
 * Chakra's own component also wires itself to Ark's `Field` (label, invalid and disabled states
 * of a form field); a chat composer needs none of it, and on the chat screens that wiring was
 * ~4 KB gzip of Ark code on the first screen.
 */
export const AutoResizeTextarea = ({ ref, ...props }: AutoResizeTextareaProps) => {
  const [sizesItself] = useState(sizesFieldsItself);
  const { rows } = props;
  // A callback ref: the helper starts with the element and stops when it goes.
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      let gone = false;
      let stop: (() => void) | undefined;
      if (element && sizesItself && rows !== undefined && rows > 1) keepRows(element, rows);
      if (element && !sizesItself) {
        void resizer.load().then(({ autoresizeTextarea }) => {
          if (!gone) stop = autoresizeTextarea(element);
        });
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      return () => {
        gone = true;
        stop?.();
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref, sizesItself, rows],
  );
  return <StyledTextarea ref={attach} resize="none" fieldSizing={sizesItself ? 'content' : undefined} overflowY="auto" {...props} />;
};
