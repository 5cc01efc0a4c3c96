import { chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';
import { useFieldControlProps } from './field-context';

const StyledInput = chakra('input', inputRecipe);

export type InputProps = ComponentProps<typeof StyledInput>;

/**
 * A text input drawn with Chakra's input recipe (size, variant, as Chakra's `Input` takes them),
 * wired to the form field around it (field.tsx), if any. Chakra's own `Input` is Ark's field
 * input, which brings Ark's field (~6 KB gzip) to every route with a form.
 */
export const Input = (props: InputProps) => <StyledInput {...useFieldControlProps(props)} />;
