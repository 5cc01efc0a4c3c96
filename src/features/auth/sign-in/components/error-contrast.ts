import type { SystemStyleObject } from '@chakra-ui/react';

// Chakra's default `fg.error` (red.500, used by Field.ErrorText) reads at 3.8:1 on white,
// below AA. Until src/app/theme.ts sets `fg.error` itself, the auth forms use the AA shades
// of the product's `error` palette. Remove this once the theme does.
export const errorTextContrast: SystemStyleObject = {
  '--chakra-colors-fg-error': '{colors.red.700}',
  _dark: { '--chakra-colors-fg-error': '{colors.red.300}' },
};
