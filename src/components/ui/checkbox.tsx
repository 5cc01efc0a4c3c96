import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { checkboxRecipe } from './checkbox-recipe';
import { useFieldControlProps, useFieldState } from './field-context';
import { registerSlotRecipes } from './recipes';

registerSlotRecipes({ checkbox: checkboxRecipe });

export interface CheckboxProps extends Omit<HTMLChakraProps<'label'>, 'children' | 'onBlur'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The checkbox's label. */
  children: ReactNode;
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Style props for the box, as Chakra's `Checkbox.Control` takes them. */
  controlProps?: HTMLChakraProps<'span'>;
}

/** Chakra's visually hidden style, as its checkbox's hidden input has it. */
const visuallyHidden = {
  border: '0',
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: '0',
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
} as const;

const flag = (on: boolean | undefined): '' | undefined => (on ? '' : undefined);

/** Whether the browser would draw a focus ring on the element (keyboard focus), where it can say. */
const focusIsVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A checkbox drawn with Chakra's checkbox recipe around a real `<input type="checkbox">`: the
 * browser gives it its role, its keyboard and its form value. Chakra's `Checkbox` runs Ark's
 * state machine for the same (~15 KB gzip on a sign-up screen). Inside a field (field.tsx) the
 * input is wired to it: required, invalid, described by its error.
 */
export const Checkbox = ({ checked, onCheckedChange, children, name, invalid, disabled, inputRef, onBlur, controlProps, ...rest }: CheckboxProps) => {
  const recipe = useSlotRecipe({ key: 'checkbox' });
  // One size and variant (checkbox-recipe.ts): the recipe's defaults.
  const styles = recipe({});
  const rootProps = rest;
  const field = useFieldState();
  const [focusVisible, setFocusVisible] = useState(false);
  const input = useFieldControlProps({ disabled, 'aria-invalid': invalid || undefined });
  const states = {
    'data-state': checked ? 'checked' : 'unchecked',
    'data-invalid': flag(invalid ?? field?.invalid),
    'data-disabled': flag(input.disabled),
    'data-focus-visible': flag(focusVisible),
  };
  return (
    <chakra.label {...states} {...rootProps} css={[styles.root, rootProps.css]}>
      <chakra.input
        type="checkbox"
        ref={inputRef}
        name={name}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        onFocus={(event) => setFocusVisible(focusIsVisible(event.currentTarget))}
        onBlur={(event) => {
          setFocusVisible(false);
          onBlur?.(event);
        }}
        {...input}
        css={visuallyHidden}
      />
      <chakra.span aria-hidden="true" {...states} {...controlProps} css={[styles.control, controlProps?.css]}>
        {checked ? (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round">
            <polyline points="20 6 9 17 4 12" />
          </svg>
        ) : null}
      </chakra.span>
      <chakra.span {...states} css={styles.label}>
        {children}
      </chakra.span>
    </chakra.label>
  );
};
