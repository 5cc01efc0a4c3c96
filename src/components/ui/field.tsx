import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { dataFlag, useShownWhileMounted } from './control-state';
import { FieldContext, useFieldState, type FieldState } from './field-context';
import { registerSlotRecipes } from './recipes';

registerSlotRecipes({ field: fieldSlotRecipe });

// Chakra's `Field` looks the same (its `field` slot recipe), but it is Ark's field, whose
// wiring and runtime were ~6 KB gzip on every route with a form. This one keeps the part a
// form needs: the label names the control, and the control says it is required, invalid and
// what describes it. Controls read it through useFieldControlProps (field-context.ts): Input,
// Textarea, NativeSelect and Checkbox in this folder. Chakra's RadioGroup still reads Ark's
// field, so a radio group that is a form field keeps Chakra's `Fieldset`.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' });

const StyledRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const StyledLabel = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
const StyledRequiredIndicator = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'requiredIndicator');
const StyledHelperText = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'helperText');
const StyledErrorText = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'errorText');

export interface FieldRootProps extends HTMLChakraProps<'div'> {
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

const Root = ({ invalid = false, required = false, disabled = false, readOnly = false, ...rest }: FieldRootProps) => {
  const id = useId();
  const [hasHelperText, showHelperText] = useState(false);
  const [hasErrorText, showErrorText] = useState(false);
  const state = useMemo<FieldState>(
    () => ({
      controlId: `field-${id}`,
      helperTextId: `field-${id}-help`,
      errorTextId: `field-${id}-error`,
      invalid,
      required,
      disabled,
      readOnly,
      hasHelperText,
      hasErrorText,
      showHelperText,
      showErrorText,
    }),
    [id, invalid, required, disabled, readOnly, hasHelperText, hasErrorText],
  );
  return (
    <FieldContext value={state}>
      <StyledRoot data-invalid={dataFlag(invalid)} data-disabled={dataFlag(disabled)} data-readonly={dataFlag(readOnly)} {...rest} />
    </FieldContext>
  );
};

const Label = (props: HTMLChakraProps<'label'>) => {
  const field = useFieldState();
  return (
    <StyledLabel
      htmlFor={field?.controlId}
      data-invalid={dataFlag(Boolean(field?.invalid))}
      data-disabled={dataFlag(Boolean(field?.disabled))}
      data-required={dataFlag(Boolean(field?.required))}
      {...props}
    />
  );
};

/** The required mark after a label: decoration only, the control itself says it is required. */
const RequiredIndicator = ({ children = '*', fallback = null, ...rest }: HTMLChakraProps<'span'> & { fallback?: ReactNode }) => {
  const field = useFieldState();
  if (!field?.required) return fallback;
  return (
    <StyledRequiredIndicator aria-hidden="true" {...rest}>
      {children}
    </StyledRequiredIndicator>
  );
};

const HelperText = (props: HTMLChakraProps<'div'>) => {
  const field = useFieldState();
  useShownWhileMounted(field?.showHelperText);
  return <StyledHelperText data-disabled={dataFlag(Boolean(field?.disabled))} {...props} id={field?.helperTextId ?? props.id} />;
};

/** The field's error, drawn only while it is invalid, and read out when it appears. */
const ErrorText = (props: HTMLChakraProps<'div'>) => {
  const field = useFieldState();
  if (field && !field.invalid) return null;
  return <ShownErrorText {...props} />;
};

// The field's ids win over a given one: the control's `aria-describedby` names them.
const ShownErrorText = (props: HTMLChakraProps<'div'>) => {
  const field = useFieldState();
  useShownWhileMounted(field?.showErrorText);
  return <StyledErrorText aria-live="polite" {...props} id={field?.errorTextId ?? props.id} />;
};

/** A labelled form control: `Field.Root` around a label, a control and its help or error. */
export const Field = { Root, Label, RequiredIndicator, HelperText, ErrorText };
