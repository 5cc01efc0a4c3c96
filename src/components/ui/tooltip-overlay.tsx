import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ tooltip: tooltipSlotRecipe });

// Opens after 700 ms. It stays open 300 ms after the pointer leaves, and while one tooltip is
// open the next opens at once: that closing window is the 300 ms skip delay.
export const tooltipOpenDelay = 700;
export const tooltipSkipDelay = 300;

export interface TooltipOverlayProps extends Omit<ChakraTooltip.RootProps, 'children'> {
  content: ReactNode;
  children: ReactNode;
}

/** The tooltip itself; loaded on demand through `Tooltip` (./tooltip.tsx). */
export const TooltipOverlay = ({ content, children, openDelay = tooltipOpenDelay, closeDelay = tooltipSkipDelay, ...rest }: TooltipOverlayProps) => (
  <ChakraTooltip.Root openDelay={openDelay} closeDelay={closeDelay} {...rest}>
    <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
    <Portal>
      <ChakraTooltip.Positioner>
        <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
      </ChakraTooltip.Positioner>
    </Portal>
  </ChakraTooltip.Root>
);
