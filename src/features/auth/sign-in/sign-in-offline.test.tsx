import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderScreen, seedSession } from '../../../../tests/render';
import SignInPage from '../pages/sign-in-page';

// What a sign-in sends, and the alert of its refusal, load with the form's rules
// (sign-in-form.tsx). Here that chunk cannot load, as offline or after a new release: nothing is
// sent, the user is told, and what they typed stays.
vi.mock('./sign-in-request', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

setupMockBackend();
beforeAll(() => import('../google/components/mock-google-chooser'));
beforeEach(() => seedSession(null));

describe('sign in, when what it sends cannot load', () => {
  it('sends nothing, says the form could not be checked, and keeps the values', async () => {
    const sent = vi.fn();
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/auth/email/login')) sent();
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    renderScreen(<SignInPage />, { route: '/sign-in' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^E-mail address/));
    await user.paste('fan@kizuna.example');
    await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
    await user.paste('kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This form couldn't be checked because the connection failed/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('fan@kizuna.example');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('kizuna1234');
  });

  it('tells the user when a refused Google sign-in cannot show its alert', async () => {
    mockServer.use(
      http.post('*/api/auth/google/signin', () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'boom' }, { status: 500 })),
    );
    renderScreen(<SignInPage />, { route: '/sign-in' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('google-button'));
    await user.click(await screen.findByRole('button', { name: 'Ken (ken@kizuna.example)' }));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a Google account' })).toBeNull());
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });
});
