import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

export const buttonColors = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'neutral'] as const;
export const buttonVariants = ['solid', 'outline', 'soft', 'subtle', 'ghost', 'link'] as const;
export const buttonSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ButtonColor = (typeof buttonColors)[number];
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ChakraButtonProps, 'colorPalette' | 'variant' | 'size' | 'onClick' | 'color'> {
  color?: ButtonColor;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** May return a promise: the button shows its loading state and ignores clicks until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The product's button: sizes xs–xl (md), seven colours, six variants, and async click handling. */
export const Button = ({ color = 'primary', variant = 'solid', size = 'md', onClick, loading, ...rest }: ButtonProps) => {
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      // A second click while the first is still running would send the request twice.
      if (runningRef.current) {
        event.preventDefault();
        return;
      }
      const result = onClick?.(event);
      if (!isPromiseLike(result)) return;
      runningRef.current = true;
      setRunning(true);
      const settle = () => {
        runningRef.current = false;
        if (mounted.current) setRunning(false);
      };
      Promise.resolve(result).then(settle, settle);
    },
    [onClick],
  );

  return (
    <ChakraButton
      colorPalette={color}
      variant={variant as ChakraButtonProps['variant']}
      size={size}
      loading={loading || running}
      aria-busy={loading || running || undefined}
      onClick={handleClick}
      {...rest}
    />
  );
};
