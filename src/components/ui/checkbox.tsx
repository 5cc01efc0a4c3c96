import { chakra, useSlotRecipe, visuallyHiddenStyle, type HTMLChakraProps } from '@chakra-ui/react';
import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { checkboxRecipe } from './checkbox-recipe';
import { dataFlag, focusIsVisible } from './control-state';
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
  const field = useFieldState();
  const [focusVisible, setFocusVisible] = useState(false);
  const input = useFieldControlProps({ disabled, 'aria-invalid': invalid || undefined });
  const states = {
    'data-state': checked ? 'checked' : 'unchecked',
    'data-invalid': dataFlag(invalid ?? field?.invalid),
    'data-disabled': dataFlag(input.disabled),
    'data-focus-visible': dataFlag(focusVisible),
  };
  return (
    <chakra.label {...states} {...rest} css={[styles.root, rest.css]}>
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
        css={visuallyHiddenStyle}
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
