import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { NotFoundPage } from './error-page';

describe('the 404 page', () => {
  it('sits inside the layout container (with its padding), not against the window edge', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    const page = screen.getByTestId('error-page');
    const container = page.closest('[data-layout="error"]');
    expect(container).not.toBeNull();
    expect(container).toHaveClass('chakra-container');
    expect(screen.getByText('Page not found: /nowhere')).toBeVisible();
  });
});
