import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/render';
import type { GoogleAccountsId } from '../gis';
import { GisButton } from './gis-button';

// Outside mock mode the button comes from Google Identity Services. These tests put a fake
// `google.accounts.id` in place, so Google's script is never requested.
afterEach(() => {
  vi.unstubAllEnvs();
  delete window.google;
});

describe('the Google Identity Services button', () => {
  it('says Google sign-in is unavailable, and loads nothing, without a client id', async () => {
    renderWithProviders(<GisButton onCredential={() => {}} />);
    expect(await screen.findByTestId('google-unavailable')).toHaveTextContent('Google sign-in is not available right now.');
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('renders Google’s button with the stage’s client id and hands over the credential', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID_SANDBOX', 'sandbox-client');
    let callback: ((response: { credential: string }) => void) | undefined;
    const id: GoogleAccountsId = {
      initialize: vi.fn((config) => {
        callback = config.callback;
      }),
      renderButton: vi.fn(),
    };
    window.google = { accounts: { id } };
    const onCredential = vi.fn();
    renderWithProviders(<GisButton onCredential={onCredential} />, { locale: 'ja' });
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'sandbox-client' }));
    expect(vi.mocked(id.renderButton).mock.calls[0]?.[1]).toMatchObject({ locale: 'ja', text: 'continue_with' });
    callback?.({ credential: 'google-id-token' });
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
