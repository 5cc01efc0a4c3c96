import { defineSlotRecipe } from '@chakra-ui/react';

// Chakra's `checkbox` slot recipe, cut to what Kizuna draws: the solid variant in size md.
// Chakra's builds its variants from its whole `checkmark` recipe. checkbox-recipe.test.ts
// checks that every style here is Chakra's.
export const checkboxRecipe = defineSlotRecipe({
  className: 'chakra-checkbox',
  slots: ['root', 'label', 'control', 'indicator', 'group'],
  base: {
    root: { display: 'inline-flex', gap: '2', alignItems: 'center', verticalAlign: 'top', position: 'relative' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      color: 'white',
      borderWidth: '1px',
      borderColor: 'transparent',
      borderRadius: 'l1',
      cursor: 'checkbox',
      focusVisibleRing: 'outside',
      _icon: { boxSize: 'full' },
      _invalid: { colorPalette: 'red', borderColor: 'border.error' },
      _disabled: { opacity: '0.5', cursor: 'disabled' },
    },
    label: { fontWeight: 'medium', userSelect: 'none', _disabled: { opacity: '0.5' } },
  },
  variants: {
    size: {
      md: { root: { gap: '2.5' }, label: { textStyle: 'sm' }, control: { boxSize: '5', p: '0.5' } },
    },
    variant: {
      solid: {
        control: {
          borderColor: 'border.emphasized',
          '&:is([data-state=checked], [data-state=indeterminate])': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid' },
        },
      },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
