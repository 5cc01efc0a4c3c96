import { chakra, useSlotRecipe, visuallyHiddenStyle, type HTMLChakraProps } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { dataFlag, focusIsVisible } from './control-state';
import { registerSlotRecipes } from './recipes';

registerSlotRecipes({ radioGroup: radioGroupSlotRecipe });

// Chakra's `RadioGroup` look (its slot recipe) on real radio buttons: one name, so the browser
// gives them their roles, one tab stop and the arrow keys. Chakra's runs Ark's radio group state
// machine for the same (~15 KB gzip on a wizard step). The group is named by the legend of the
// fieldset around it (fieldset.tsx).

type Styles = Record<string, HTMLChakraProps<'span'>['css']>;

interface GroupState {
  name: string;
  value: string | null;
  select: (value: string) => void;
  styles: Styles;
}

interface ItemState {
  value: string;
  checked: boolean;
  focusVisible: boolean;
  setFocusVisible: (visible: boolean) => void;
}

const GroupContext = createContext<GroupState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

const useGroup = (): GroupState => {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioGroup parts belong inside RadioGroup.Root');
  return group;
};
const useItem = (): ItemState => {
  const item = useContext(ItemContext);
  if (!item) throw new Error('RadioGroup item parts belong inside RadioGroup.Item');
  return item;
};

/** The attributes Chakra's conditions read (`_checked`, `_focusVisible`). */
const itemStates = (item: ItemState) => ({
  'data-state': item.checked ? 'checked' : 'unchecked',
  'data-checked': dataFlag(item.checked),
  'data-focus-visible': dataFlag(item.focusVisible),
});

export interface RadioGroupRootProps extends Omit<HTMLChakraProps<'div'>, 'defaultValue'> {
  value: string | null;
  /** Called with the chosen item's value, as Chakra's is. */
  onValueChange: (details: { value: string }) => void;
  name?: string;
  size?: 'sm' | 'md';
}

const Root = ({ value, onValueChange, name, size, children, ...rest }: RadioGroupRootProps) => {
  const recipe = useSlotRecipe({ key: 'radioGroup' });
  const [variantProps, rootProps] = recipe.splitVariantProps({ size, ...rest });
  const styles = recipe(variantProps) as Styles;
  const generated = useId();
  const state = useMemo<GroupState>(
    () => ({ name: name ?? `radio-${generated}`, value, select: (next) => onValueChange({ value: next }), styles }),
    [name, generated, value, onValueChange, styles],
  );
  return (
    <GroupContext value={state}>
      <chakra.div {...rootProps} css={[styles.root, rootProps.css]}>
        {children}
      </chakra.div>
    </GroupContext>
  );
};

const Item = ({ value, children, ...rest }: HTMLChakraProps<'label'> & { value: string; children: ReactNode }) => {
  const group = useGroup();
  const [focusVisible, setFocusVisible] = useState(false);
  const item = useMemo<ItemState>(() => ({ value, checked: group.value === value, focusVisible, setFocusVisible }), [value, group.value, focusVisible]);
  return (
    <ItemContext value={item}>
      <chakra.label {...itemStates(item)} {...rest} css={[group.styles.item, rest.css]}>
        {children}
      </chakra.label>
    </ItemContext>
  );
};

/** The real radio button: hidden from sight, not from the keyboard or assistive technology. */
const ItemHiddenInput = () => {
  const group = useGroup();
  const item = useItem();
  return (
    <chakra.input
      type="radio"
      name={group.name}
      value={item.value}
      checked={item.checked}
      onChange={() => group.select(item.value)}
      onFocus={(event) => item.setFocusVisible(focusIsVisible(event.currentTarget))}
      onBlur={() => item.setFocusVisible(false)}
      css={visuallyHiddenStyle}
    />
  );
};

/** The drawn circle, with its dot when chosen. */
const ItemIndicator = (props: HTMLChakraProps<'span'>) => {
  const group = useGroup();
  const item = useItem();
  return (
    <chakra.span aria-hidden="true" {...itemStates(item)} {...props} css={[group.styles.itemControl, props.css]}>
      {item.checked ? <span className="dot" /> : null}
    </chakra.span>
  );
};

const ItemText = (props: HTMLChakraProps<'span'>) => {
  const group = useGroup();
  const item = useItem();
  return <chakra.span {...itemStates(item)} {...props} css={[group.styles.itemText, props.css]} />;
};

export const RadioGroup = { Root, Item, ItemHiddenInput, ItemIndicator, ItemText };
