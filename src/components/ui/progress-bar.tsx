import { Box, type HTMLChakraProps } from '@chakra-ui/react';

// How far something has got, in the look of Chakra's `Progress` (the outline variant, rounded,
// the primary palette's range). Nothing in it takes input or moves on its own, so it is a plain
// element with the progressbar role: Chakra's Progress is Ark's, which brings its state machine
// and zag's React bindings (~6.6 KB gzip) to draw the same two boxes.
const trackHeights = { xs: '1.5', sm: '2' } as const;

export interface ProgressBarProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  value: number;
  max: number;
  /** What the bar measures, for screen readers. */
  label: string;
  size?: keyof typeof trackHeights;
}

export const ProgressBar = ({ value, max, label, size = 'sm', ...rest }: ProgressBarProps) => {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <Box
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-label={label}
      position="relative"
      overflow="hidden"
      h={trackHeights[size]}
      bg="bg.muted"
      shadow="inset"
      borderRadius="l1"
      {...rest}
    >
      <Box h="full" w={`${percent}%`} bg="primary.solid" transitionProperty="width, height" transitionDuration="slow" />
    </Box>
  );
};
