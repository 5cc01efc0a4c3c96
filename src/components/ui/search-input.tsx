import { chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';

/**
 * A text input drawn with Chakra's input recipe (size, variant, as `Input` takes them) for
 * boxes outside a form field, like a search box. Chakra's `Input` wires itself to Ark's
 * `Field` (label, invalid and disabled states of a form field); a search box above a list
 * has none, and on a first screen with no form that wiring is ~4 KB gzip of Ark code.
 */
export const SearchInput = chakra('input', inputRecipe);
