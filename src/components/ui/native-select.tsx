import { chakra, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { dataFlag } from './control-state';
import { useFieldControlProps, useFieldState } from './field-context';
import { nativeSelectRecipe } from './native-select-recipe';
import { registerSlotRecipes } from './recipes';

registerSlotRecipes({ nativeSelect: nativeSelectRecipe });

// Chakra's `NativeSelect` with its slot recipe (cut to what Kizuna draws), wired to the form field around it
// (field.tsx) instead of Ark's (input.tsx says why).
const { withProvider, useStyles } = createSlotRecipeContext({ key: 'nativeSelect' });


export type NativeSelectRootProps = HTMLChakraProps<'div'> & { size?: 'sm' | 'md' };

const Root = withProvider<HTMLDivElement, NativeSelectRootProps>('div', 'root');

export type NativeSelectFieldProps = HTMLChakraProps<'select'> & { placeholder?: string };

const Field = ({ placeholder, children, css, ...props }: NativeSelectFieldProps) => {
  const styles = useStyles();
  const wired = useFieldControlProps(props);
  return (
    <chakra.select {...wired} css={[styles.field, css]}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {children}
    </chakra.select>
  );
};

/** The chevron at the end of the box. */
const Indicator = (props: HTMLChakraProps<'div'>) => {
  const styles = useStyles();
  const field = useFieldState();
  return (
    <chakra.div data-disabled={dataFlag(field?.disabled)} data-invalid={dataFlag(field?.invalid)} {...props} css={[styles.indicator, props.css]}>
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </chakra.div>
  );
};

/** A native `<select>` with Chakra's look: `NativeSelect.Root` around a `Field` and an `Indicator`. */
export const NativeSelect = { Root, Field, Indicator };
