import { chakra } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';
import { AutoResizeTextarea } from './auto-resize-textarea';
import { useFieldControlProps } from './field-context';

const StyledTextarea = chakra('textarea', textareaRecipe);

export type TextareaProps = ComponentProps<typeof StyledTextarea> & {
  /** Grow with the text, as Chakra's `<Textarea autoresize>` (auto-resize-textarea.tsx). */
  autoresize?: boolean;
};

/**
 * A multi-line input drawn with Chakra's textarea recipe, wired to the form field around it
 * (field.tsx), if any; Chakra's own `Textarea` is Ark's field textarea (input.tsx says why not).
 */
export const Textarea = ({ autoresize = false, ...props }: TextareaProps) => {
  const wired = useFieldControlProps(props);
  return autoresize ? <AutoResizeTextarea {...wired} /> : <StyledTextarea {...wired} />;
};
