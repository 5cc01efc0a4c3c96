import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';

export type LoadingOverlaySize = 'sm' | 'md' | 'lg';

export interface LoadingOverlayProps {
  size?: LoadingOverlaySize;
  /** Any Chakra colour token; blue unless told. */
  color?: string;
  /** What assistive technology announces. */
  label: string;
}

/** The full-screen loading overlay: it covers the page and blocks clicks while shown. */
export const LoadingOverlay = ({ size = 'md', color = 'blue.500', label }: LoadingOverlayProps) => (
  <Box
    data-testid="loading-overlay"
    role="status"
    aria-live="polite"
    position="fixed"
    inset="0"
    zIndex="overlay"
    display="flex"
    alignItems="center"
    justifyContent="center"
    bg={{ _light: 'whiteAlpha.700', _dark: 'blackAlpha.700' }}
  >
    <Spinner size={size === 'lg' ? 'xl' : size} color={color} borderWidth={size === 'lg' ? '4px' : '3px'} />
    <VisuallyHidden>{label}</VisuallyHidden>
  </Box>
);
