import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Checkbox } from './checkbox';
import { Field } from './field';

const Agreement = ({ error }: { error?: string }) => {
  const [checked, setChecked] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Checkbox checked={checked} onCheckedChange={setChecked} name="agreement">
        I agree to the terms
      </Checkbox>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
};

describe('Checkbox', () => {
  it('is a real checkbox named by its label, ticked by a click on the label and by the space bar', async () => {
    renderWithProviders(<Agreement />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('name', 'agreement');
  });

  it('is required, and invalid and described by the error of the field around it', () => {
    renderWithProviders(<Agreement error="Agree to the terms to continue." />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Agree to the terms to continue.');
  });

  it('shows the focus ring when the keyboard brings focus to it', async () => {
    renderWithProviders(<Agreement />);
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveFocus();
    expect(box.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    expect(box.closest('label')).not.toHaveAttribute('data-focus-visible');
  });
});
