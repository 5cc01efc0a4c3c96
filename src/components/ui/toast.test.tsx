import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { createToastCalls, removeAllToasts, showToast } from './toast';
import { resolveToast } from './toast-rules';
import { toasters } from './toast-stores';
import { ToastArea } from './toast-area';

describe('toast rules', () => {
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
    renderWithProviders(<ToastArea />);
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
    renderWithProviders(<ToastArea />);
    act(() => {
      showToast({ message: 'Failed', type: 'error' });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(screen.queryByTestId('toast-check-icon')).toBeNull();
  });

  it('shows a plain toast as a success at the bottom centre for 3 s, with a progress bar of that length', async () => {
    renderWithProviders(<ToastArea />);
    act(() => {
      showToast({ message: 'Saved' });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-toast-type', 'success');
    expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    expect(toasters['bottom-4'].getVisibleToasts()[0]?.duration).toBe(3000);
    expect(getComputedStyle(screen.getByTestId('toast-progress')).animation).toContain('3000ms');
  });

  it('stops the progress bar while the toast is paused on hover, and runs it again after', async () => {
    renderWithProviders(<ToastArea />);
    act(() => {
      showToast({ message: 'Saved' });
    });
    const toast = await screen.findByTestId('toast');
    const bar = screen.getByTestId('toast-progress');
    expect(getComputedStyle(bar).animationPlayState).not.toBe('paused');
    const user = userEvent.setup();
    await user.hover(toast);
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'));
    expect(getComputedStyle(bar).animationPlayState).toBe('paused');
    await user.unhover(toast);
    await waitFor(() => expect(toast).not.toHaveAttribute('data-paused'));
    expect(getComputedStyle(bar).animationPlayState).not.toBe('paused');
    // The same bar resumes where it stopped (it is not restarted from a new element).
    expect(screen.getByTestId('toast-progress')).toBe(bar);
  });

  it('puts a bottom-right toast at the bottom end, for the time the caller asked', async () => {
    renderWithProviders(<ToastArea />);
    act(() => {
      showToast({ message: 'Update ready', type: 'info', position: 'bottom-right', duration: 8000 });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-end');
    expect(toasters['bottom-right'].getVisibleToasts()[0]?.duration).toBe(8000);
  });

  it('shows at most five toasts at a time', async () => {
    renderWithProviders(<ToastArea />);
    act(() => {
      for (let i = 1; i <= 6; i += 1) showToast({ message: `Toast ${i}` });
    });
    await waitFor(() => expect(screen.getAllByTestId('toast')).toHaveLength(5));
  });
});

describe('a toast asked for before the stores have loaded', () => {
  // Calls over stores that arrive when the test says so.
  const deferredCalls = () => {
    let arrive: () => void = () => {};
    const calls = createToastCalls(() => new Promise((resolve) => (arrive = () => resolve(toasters))));
    return { calls, arrive: () => act(async () => arrive()) };
  };
  afterEach(() => act(() => removeAllToasts()));

  it('waits, in order, with its id known at once, and shows when they arrive', async () => {
    const { calls, arrive } = deferredCalls();
    const asked = vi.fn();
    calls.onToastAsked(asked);
    const first = calls.showToast({ message: 'First' });
    const second = calls.showToast({ message: 'Second', id: 'second' });
    expect(second).toBe('second');
    expect(first).not.toBe(second);
    expect(asked).toHaveBeenCalledTimes(2);
    expect(calls.anyToast()).toBe(true);
    expect(toasters['bottom-4'].getCount()).toBe(0);
    await arrive();
    expect(toasters['bottom-4'].getVisibleToasts().map((toast) => [toast.id, toast.description])).toEqual([
      ['second', 'Second'],
      [first, 'First'],
    ]);
  });

  it('is dropped by removeAllToasts and dismissAllToasts, and never shows', async () => {
    const { calls, arrive } = deferredCalls();
    calls.showToast({ message: 'Gone' });
    calls.removeAllToasts();
    calls.showToast({ message: 'Gone too' });
    calls.dismissAllToasts();
    expect(calls.anyToast()).toBe(false);
    await arrive();
    expect(toasters['bottom-4'].getCount()).toBe(0);
  });
});
