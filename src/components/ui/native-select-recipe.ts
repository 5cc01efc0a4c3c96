import { defineSlotRecipe } from '@chakra-ui/react';

// Chakra's `nativeSelect` slot recipe, cut to what Kizuna draws: the outline variant in sizes
// sm and md. Chakra's own builds its variants from the recipe of its custom `Select` (~1 KB
// gzip more on every screen with a select). native-select-recipe.test.ts checks that every
// style here is Chakra's.
export const nativeSelectRecipe = defineSlotRecipe({
  className: 'chakra-native-select',
  slots: ['root', 'field', 'indicator'],
  base: {
    root: { height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
    field: {
      width: '100%',
      minWidth: '0',
      outline: '0',
      appearance: 'none',
      borderRadius: 'l2',
      '--error-color': 'colors.border.error',
      '--input-height': 'var(--select-field-height)',
      height: 'var(--select-field-height)',
      _disabled: { layerStyle: 'disabled' },
      _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
      focusVisibleRing: 'inside',
      lineHeight: 'normal',
      '& > option, & > optgroup': { bg: 'bg' },
    },
    indicator: {
      position: 'absolute',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      pointerEvents: 'none',
      top: '50%',
      transform: 'translateY(-50%)',
      height: '100%',
      color: 'fg.muted',
      _disabled: { opacity: '0.5' },
      _invalid: { color: 'fg.error' },
      _icon: { width: '1em', height: '1em' },
    },
  },
  variants: {
    variant: {
      outline: { field: { bg: 'transparent', borderWidth: '1px', borderColor: 'border', _expanded: { borderColor: 'border.emphasized' } } },
    },
    size: {
      sm: {
        root: { '--select-field-height': 'sizes.9' },
        field: { textStyle: 'sm', ps: '2.5', pe: '8' },
        indicator: { textStyle: 'md', insetEnd: '2' },
      },
      md: {
        root: { '--select-field-height': 'sizes.10' },
        field: { textStyle: 'sm', ps: '3', pe: '8' },
        indicator: { textStyle: 'lg', insetEnd: '2' },
      },
    },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
});
