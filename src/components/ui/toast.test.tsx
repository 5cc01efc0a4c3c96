import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { productToastDefaults, removeAllToasts, resolveToast, showToast, toastComponentDefaults } from './toast';
import { AppToaster } from './toaster';

describe('toast rules', () => {
  it('uses the product defaults: success, 3000 ms, bottom-4', () => {
    expect(productToastDefaults).toEqual({ type: 'success', duration: 3000, position: 'bottom-4' });
    expect(resolveToast({ message: 'Saved' })).toMatchObject({ type: 'success', duration: 3000, position: 'bottom-4' });
  });

  it('keeps the component defaults of spec section 9', () => {
    expect(toastComponentDefaults).toMatchObject({
      duration: 5000,
      placement: 'bottom-end',
      max: 5,
      gap: 16,
      removeDelay: 200,
      hotkey: ['F8'],
      swipeThreshold: 50,
      overlap: true,
    });
  });

  it('shows the check icon for success or for any toast with an icon', () => {
    expect(resolveToast({ message: 'a' }).showCheckIcon).toBe(true);
    expect(resolveToast({ message: 'a', type: 'error' }).showCheckIcon).toBe(false);
    expect(resolveToast({ message: 'a', type: 'error', icon: true }).showCheckIcon).toBe(true);
    expect(resolveToast({ message: 'a', type: 'info', icon: false }).showCheckIcon).toBe(false);
  });

  it('makes success purple and everything else red', () => {
    expect(resolveToast({ message: 'a', type: 'success' }).colorPalette).toBe('primary');
    for (const type of ['error', 'warning', 'info'] as const) expect(resolveToast({ message: 'a', type }).colorPalette).toBe('error');
  });

  it('lets the caller override duration and position', () => {
    expect(resolveToast({ message: 'a', duration: 800, position: 'bottom-right' })).toMatchObject({ duration: 800, position: 'bottom-right' });
  });
});

describe('the toast area', () => {
  afterEach(() => act(() => removeAllToasts()));

  it('renders the message with its whitespace and line breaks, and the check icon for success', async () => {
    renderWithProviders(<AppToaster />);
    const message = 'Line one\n   indented line two';
    act(() => {
      showToast({ message });
    });
    const toast = await screen.findByTestId('toast');
    const description = await waitFor(() => {
      const node = toast.querySelector('[data-part="description"]');
      if (!node) throw new Error('no description yet');
      return node as HTMLElement;
    });
    expect(description.textContent).toBe(message);
    expect(getComputedStyle(description).whiteSpace).toBe('pre-wrap');
    expect(screen.getByTestId('toast-check-icon')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-toast-type', 'success');
  });

  it('shows no check icon on an error toast without icon', async () => {
    renderWithProviders(<AppToaster />);
    act(() => {
      showToast({ message: 'Failed', type: 'error' });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(screen.queryByTestId('toast-check-icon')).toBeNull();
  });
});
