import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { LoadingSpinner } from './loading-spinner';

describe('LoadingSpinner', () => {
  it('is a status named by its label, which assistive technology can announce', () => {
    renderWithProviders(<LoadingSpinner label="Loading" size="lg" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveClass('chakra-spinner');
  });
});
