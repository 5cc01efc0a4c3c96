import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';
import { registerSlotRecipes } from './recipes';

registerSlotRecipes({ stat: statSlotRecipe });

// A figure with its label: Chakra's `Stat` (the same slot recipe, the same <dl>, <dt> and <dd>)
// without its up and down indicators, whose arrow icons came along wherever a figure was shown
// (~0.7 KB gzip), though no screen draws a trend arrow.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'stat' });

const Root = withProvider<HTMLDListElement, HTMLChakraProps<'dl'>>('dl', 'root');
const Label = withContext<HTMLElement, HTMLChakraProps<'dt'>>('dt', 'label');
const ValueText = withContext<HTMLElement, HTMLChakraProps<'dd'>>('dd', 'valueText');

export const Stat = { Root, Label, ValueText };
