import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { dataFlag, useShownWhileMounted } from './control-state';
import { registerSlotRecipes } from './recipes';

registerSlotRecipes({ fieldset: fieldsetSlotRecipe });

// Chakra's `Fieldset` look (its slot recipe) on a real <fieldset>, whose legend names the
// group; the group is described by its help text and, while invalid, its error. Chakra's is
// Ark's fieldset, whose context Ark's controls read: Kizuna's controls (field.tsx) do not.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'fieldset' });

const StyledRoot = withProvider<HTMLFieldSetElement, HTMLChakraProps<'fieldset'>>('fieldset', 'root');
const StyledLegend = withContext<HTMLLegendElement, HTMLChakraProps<'legend'>>('legend', 'legend');
const StyledHelperText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'helperText');
const StyledErrorText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'errorText');

interface FieldsetState {
  invalid: boolean;
  helperTextId: string;
  errorTextId: string;
  showHelperText: (shown: boolean) => void;
  showErrorText: (shown: boolean) => void;
}

const FieldsetContext = createContext<FieldsetState | null>(null);

export interface FieldsetRootProps extends HTMLChakraProps<'fieldset'> {
  invalid?: boolean;
}

const Root = ({ invalid = false, disabled = false, ...rest }: FieldsetRootProps) => {
  const id = useId();
  const [hasHelperText, showHelperText] = useState(false);
  const [hasErrorText, showErrorText] = useState(false);
  const state = useMemo<FieldsetState>(
    () => ({ invalid, helperTextId: `fieldset-${id}-help`, errorTextId: `fieldset-${id}-error`, showHelperText, showErrorText }),
    [id, invalid],
  );
  const describedBy = [hasHelperText ? state.helperTextId : undefined, invalid && hasErrorText ? state.errorTextId : undefined].filter(Boolean).join(' ');
  return (
    <FieldsetContext value={state}>
      <StyledRoot disabled={disabled} aria-describedby={describedBy || undefined} data-invalid={dataFlag(invalid)} data-disabled={dataFlag(disabled)} {...rest} />
    </FieldsetContext>
  );
};

const HelperText = (props: HTMLChakraProps<'span'>) => {
  const fieldset = useContext(FieldsetContext);
  useShownWhileMounted(fieldset?.showHelperText);
  return <StyledHelperText {...props} id={fieldset?.helperTextId ?? props.id} />;
};

const ErrorText = (props: HTMLChakraProps<'span'>) => {
  const fieldset = useContext(FieldsetContext);
  if (fieldset && !fieldset.invalid) return null;
  return <ShownErrorText {...props} />;
};

const ShownErrorText = (props: HTMLChakraProps<'span'>) => {
  const fieldset = useContext(FieldsetContext);
  useShownWhileMounted(fieldset?.showErrorText);
  return <StyledErrorText aria-live="polite" {...props} id={fieldset?.errorTextId ?? props.id} />;
};

/** A group of controls under one legend: `Fieldset.Root` around a `Legend`, the controls and their help or error. */
export const Fieldset = { Root, Legend: StyledLegend, HelperText, ErrorText };
