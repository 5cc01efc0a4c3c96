import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Field } from './field';
import { InputGroup } from './input-group';
import { Input } from './input';
import { PasswordInput } from './password-input';

describe('InputGroup', () => {
  it('draws its elements inside the box, leaves the input its label, and keeps the input props it was given', () => {
    renderWithProviders(
      <Field.Root>
        <Field.Label>Amount</Field.Label>
        <InputGroup startElement="$">
          <Input inputMode="numeric" ps="8" />
        </InputGroup>
      </Field.Root>,
    );
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    const sign = screen.getByText('$');
    expect(sign.parentElement).toBe(amount.parentElement);
    expect(amount.previousElementSibling).toBe(sign);
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password with a button that says what it will do', async () => {
    renderWithProviders(
      <Field.Root>
        <Field.Label>Password</Field.Label>
        <PasswordInput defaultValue="kizuna1234" />
      </Field.Root>,
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
