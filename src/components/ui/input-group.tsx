import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface InputGroupProps extends HTMLChakraProps<'div'> {
  /** Drawn inside the box at its start, such as a currency sign; clicks go through it. */
  startElement?: ReactNode;
  /** Drawn inside the box at its end, such as a show-password button. */
  endElement?: ReactNode;
  /** The one input. */
  children: ReactElement<Record<string, unknown>>;
}

/** Chakra's `InputElement` style. */
const elementStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
} as const;

/**
 * An input with something drawn inside its box, as Chakra's `InputGroup` draws it (the same
 * styles), without its `Group` (attached add-ons, stacking) that Kizuna never uses: ~1.6 KB gzip
 * on every screen with a password or an amount field.
 */
export const InputGroup = ({ startElement, endElement, children, ...rest }: InputGroupProps) => {
  const child = Children.only(children);
  const input = isValidElement(child)
    ? cloneElement(child, {
        ...(startElement ? { ps: 'var(--input-height)' } : {}),
        ...(endElement ? { pe: 'var(--input-height)' } : {}),
        ...child.props,
      })
    : child;
  return (
    <chakra.div display="inline-flex" gap="var(--group-gap, 0.5rem)" isolation="isolate" position="relative" width="full" {...rest}>
      {startElement ? (
        <chakra.div {...elementStyle} insetInlineStart="0" pointerEvents="none">
          {startElement}
        </chakra.div>
      ) : null}
      {input}
      {endElement ? (
        <chakra.div {...elementStyle} insetInlineEnd="0">
          {endElement}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
};
