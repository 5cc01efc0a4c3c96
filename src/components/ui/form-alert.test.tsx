import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('is announced as it appears, takes the focus a failed submit gives it, and shows its way forward', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(
      <FormAlert ref={ref} title="Not saved" action={<button type="button">Try again</button>} id="save-problem">
        The connection dropped.
      </FormAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent('The connection dropped.');
    expect(alert).toHaveAttribute('id', 'save-problem');
    ref.current?.focus();
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The icon is decoration: the text says it all.
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws each status with the palette of that name, an error unless told', () => {
    const { unmount } = renderWithProviders(<FormAlert>Failed.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error');
    unmount();
    renderWithProviders(<FormAlert status="info">Add your bank first.</FormAlert>);
    const info = screen.getByRole('alert');
    expect(info).toHaveAttribute('data-status', 'info');
    // Kizuna's `info` palette, not Chakra's `blue`, which the theme leaves out.
    expect(getComputedStyle(info).getPropertyValue('--chakra-colors-color-palette-subtle')).toContain('--chakra-colors-info-subtle');
  });
});
