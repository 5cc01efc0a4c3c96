import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Button } from './button';

describe('Button', () => {
  it('is loading while its async click handler runs and ignores further clicks', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(button).toHaveAttribute('data-loading');
    await user.click(button).catch(() => undefined);
    expect(onClick).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays clickable with a synchronous handler', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Go</Button>);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('data-loading');
  });
});
