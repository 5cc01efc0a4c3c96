import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Stat } from './stat';

describe('Stat', () => {
  it('is a description list: the label a term, the figure its value, in the stat look', () => {
    renderWithProviders(
      <Stat.Root>
        <Stat.Label>Available</Stat.Label>
        <Stat.ValueText>$120.00</Stat.ValueText>
      </Stat.Root>,
    );
    const term = screen.getByRole('term');
    const value = screen.getByRole('definition');
    expect(term).toHaveTextContent('Available');
    expect(value).toHaveTextContent('$120.00');
    expect(term.parentElement?.tagName).toBe('DL');
    expect(term.parentElement).toHaveClass('chakra-stat__root');
    expect(value).toHaveClass('chakra-stat__valueText');
  });
});
