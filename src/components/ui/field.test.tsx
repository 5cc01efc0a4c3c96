import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Field } from './field';
import { Input } from './input';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

// Kizuna's own field (not Ark's): what a screen reader and the browser learn about a control
// from the field around it.

/** A field whose error comes and goes with a button, as a form's validation does. */
const EmailField = ({ help = 'We never share it.' as string | null }) => {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Field.Root invalid={error !== null} required>
        <Field.Label>
          E-mail
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="email" aria-describedby="outside-note" />
        {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <p id="outside-note">Work or home.</p>
      <button type="button" onClick={() => setError((now) => (now ? null : 'Enter an e-mail address.'))}>
        toggle
      </button>
    </>
  );
};

describe('Field', () => {
  it('names the control by its label, marks it required and describes it by its help', () => {
    renderWithProviders(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it. Work or home.');
    // The star is decoration: the control itself says it is required.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the control invalid and describes it by the error while there is one, read out as it appears', () => {
    renderWithProviders(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an e-mail address. Work or home.');
    expect(screen.getByText('Enter an e-mail address.')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it. Work or home.');
    expect(screen.queryByText('Enter an e-mail address.')).toBeNull();
  });

  it('describes the control by nothing of its own when the field has no help', () => {
    renderWithProviders(
      <Field.Root>
        <Field.Label>Name</Field.Label>
        <Input />
      </Field.Root>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('wires a multi-line box and a select the same way, and disables them with their field', () => {
    renderWithProviders(
      <>
        <Field.Root disabled>
          <Field.Label>Bio</Field.Label>
          <Textarea autoresize />
          <Field.HelperText>Up to 500 characters.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid>
          <Field.Label>Gender</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Choose one">
              <option value="f">Female</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>Choose your gender.</Field.ErrorText>
        </Field.Root>
      </>,
    );
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(bio).toBeDisabled();
    expect(bio).toHaveAccessibleDescription('Up to 500 characters.');
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    expect(gender).toHaveAttribute('aria-invalid', 'true');
    expect(gender).toHaveAccessibleDescription('Choose your gender.');
    expect(screen.getByRole('option', { name: 'Choose one' })).toHaveValue('');
  });

  it('leaves a control outside any field as it is', () => {
    renderWithProviders(<Input aria-label="Search" id="search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAttribute('id', 'search');
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
