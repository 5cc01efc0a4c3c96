import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import MockTools from './mock-tools';

const accounts = [
  { email: 'fan@kizuna.example', password: 'kizuna1234', role: 'fan', description: 'A fan.' },
  { email: 'ken@kizuna.example', password: null, role: 'fan', description: 'Signs in with Google.' },
];

describe('Mock tools', () => {
  it('says "Google sign-in only" for the account without a password, never an empty "Password:"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => Response.json(path.endsWith('/outbox') ? { items: [] } : { items: accounts })),
    );
    renderWithProviders(<MockTools />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mock tools' }));
    const table = await screen.findByTestId('mock-accounts');
    expect(await screen.findByText('Password: kizuna1234')).toBeVisible();
    expect(screen.getByText('Google sign-in only (use the mock Google button)')).toBeVisible();
    expect(table.textContent).not.toMatch(/Password:\s*(fan|$)/);
    vi.unstubAllGlobals();
  });

  it('docks the button in the page flow on phones and floats it only from md up', () => {
    renderWithProviders(<MockTools />);
    const dock = screen.getByTestId('mock-tools-dock');
    // Phones (no media query matches in jsdom): part of the page, so it covers no label.
    expect(getComputedStyle(dock).position).not.toBe('fixed');
    expect(dock).toContainElement(screen.getByRole('button', { name: 'Mock tools' }));
  });
});
