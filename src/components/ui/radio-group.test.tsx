import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Fieldset } from './fieldset';
import { RadioGroup } from './radio-group';

const sizes = ['Small', 'Medium', 'Large'];

const SizePicker = ({ error }: { error?: string }) => {
  const [value, setValue] = useState('Medium');
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>Size</Fieldset.Legend>
      <Fieldset.HelperText>Pick one.</Fieldset.HelperText>
      <RadioGroup.Root value={value} onValueChange={({ value: next }) => setValue(next)}>
        {sizes.map((size) => (
          <RadioGroup.Item key={size} value={size}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{size}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
};

describe('RadioGroup', () => {
  it('is real radio buttons in a group named by its legend, one chosen, changed by a click or an arrow key', async () => {
    renderWithProviders(<SizePicker />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).toHaveAccessibleDescription('Pick one.');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await userEvent.click(screen.getByText('Large'));
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
    expect(screen.getByText('Large').closest('label')).toHaveAttribute('data-state', 'checked');
    // The browser's own radio keys: the arrows move the choice.
    screen.getByRole('radio', { name: 'Large' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('describes the group by its error while it is invalid', () => {
    renderWithProviders(<SizePicker error="Pick a size." />);
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Pick one. Pick a size.');
  });
});
