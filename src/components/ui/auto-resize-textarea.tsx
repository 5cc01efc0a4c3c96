import { chakra } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { autoresizeTextarea } from '@zag-js/auto-resize';
import { useCallback, type ComponentProps } from 'react';

const StyledTextarea = chakra('textarea', textareaRecipe);

export type AutoResizeTextareaProps = ComponentProps<typeof StyledTextarea>;

/**
 * A message box that grows with its text (up to its `maxH`), drawn with Chakra's textarea
 * recipe and resized by the same zag.js helper Chakra's `<Textarea autoresize>` uses. Chakra's
 * component also wires itself to Ark's `Field` (label, invalid and disabled states of a form
 * field); a chat composer needs none of it, and on the chat screens that wiring was ~4 KB gzip
 * of Ark code on the first screen.
 */
export const AutoResizeTextarea = ({ ref, ...props }: AutoResizeTextareaProps) => {
  // A callback ref: the helper starts with the element and stops when it goes.
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      const stop = element ? autoresizeTextarea(element) : undefined;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      return () => {
        stop?.();
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  return <StyledTextarea ref={attach} resize="none" {...props} />;
};
