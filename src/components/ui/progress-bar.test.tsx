import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { ProgressBar } from './progress-bar';

const range = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value and bounds, and a range as wide as the share done', () => {
    renderWithProviders(<ProgressBar value={3} max={8} label="Step 3 of 8" />);
    const bar = screen.getByRole('progressbar', { name: 'Step 3 of 8' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(getComputedStyle(range(bar)).width).toBe('37.5%');
  });

  it('keeps the range inside the track when the value is out of bounds or there is nothing to count', () => {
    renderWithProviders(
      <>
        <ProgressBar value={140} max={100} label="over" />
        <ProgressBar value={-5} max={100} label="under" />
        <ProgressBar value={0} max={0} label="empty" />
      </>,
    );
    expect(getComputedStyle(range(screen.getByRole('progressbar', { name: 'over' }))).width).toBe('100%');
    expect(getComputedStyle(range(screen.getByRole('progressbar', { name: 'under' }))).width).toBe('0%');
    expect(getComputedStyle(range(screen.getByRole('progressbar', { name: 'empty' }))).width).toBe('0%');
  });
});
