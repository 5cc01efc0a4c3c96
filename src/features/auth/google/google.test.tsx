import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { getAccessToken } from '@/lib/token-storage';
import { renderScreens, seedSession } from '../../../../tests/render';
import SetupAccountGooglePage from '../pages/setup-account-google-page';
import SignInPage from '../pages/sign-in-page';
import SignUpPage from '../pages/sign-up-page';
import SignUpStepGate from '../pages/sign-up-step-gate';
import { googleSignUpKey } from './google-sign-up-store';
import { pickGoogleClientId } from './google-config';

setupMockBackend();
// The mock chooser is a lazy chunk; until it has loaded, a disabled stand-in button with the
// same name shows. Load it before the tests, and find the real button by its test id.
beforeAll(() => import('./components/mock-google-chooser'));
const googleButton = () => screen.findByTestId('google-button');
beforeEach(() => seedSession(null));

// The screens of the Google sign-up alone (no route table, no lazy routes), the step behind the
// gate the route table puts in front of it.
const open = (route: string, locale: 'en' | 'ja' = 'en') =>
  renderScreens(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/sign-up', element: <SignUpPage /> },
      {
        path: '/sign-up/setup-account-google',
        element: (
          <SignUpStepGate step="setup-account-google">
            <SetupAccountGooglePage />
          </SignUpStepGate>
        ),
      },
    ],
    { route, locale },
  );
type Rendered = ReturnType<typeof open>;
const arrivesAt = ({ path }: Rendered, expected: string) => waitFor(() => expect(path()).toBe(expected));
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

/** "Continue with Google" → the mock chooser → a brand-new Google user. */
const chooseNewGoogleUser = async (user: UserEvent) => {
  await user.click(await googleButton());
  const choice = await screen.findByRole('button', { name: /A new Google user|新しい Google ユーザー/ });
  const email = /\(([^)]+)\)|（([^）]+)）/.exec(choice.textContent ?? '')?.slice(1).find(Boolean) ?? '';
  await user.click(choice);
  return email;
};

describe('Google sign-up', () => {
  it('takes a new Google user from the sign-up start through setup-account-google to signed in', async () => {
    const flow = open('/sign-up?redirect=%2Fprofile');
    const user = userEvent.setup();
    const email = await chooseNewGoogleUser(user);
    await arrivesAt(flow, '/sign-up/setup-account-google?redirect=%2Fprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your account with Google' })).toHaveFocus();
    expect(screen.getByText(`You are signing up with the Google account ${email}.`)).toBeInTheDocument();
    await user.click(input(/^Nickname/));
    await user.paste('New fan');
    await user.selectOptions(input(/^Gender/), 'NON_BINARY');
    await user.selectOptions(input(/^Interested in/), 'WOMEN');
    await user.type(input(/^Date of birth/), '1990-02-03');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await arrivesAt(flow, '/profile');
    expect(getAccessToken()).toBeTruthy();
    expect(getDb().users.find((u) => u.email === email)?.googleSub).toMatch(/^google-new-/);
    expect(sessionStorage.getItem(googleSignUpKey)).toBeNull();
  });

  it('checks every rule, in English', async () => {
    const flow = open('/sign-in');
    const user = userEvent.setup();
    await chooseNewGoogleUser(user);
    await arrivesAt(flow, '/sign-up/setup-account-google');
    await user.click(await screen.findByLabelText(/^Nickname/));
    await user.paste('x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The nickname can be at most 30 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('Please choose a valid option.')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to continue.')).toBeInTheDocument();
    expect(input(/^Nickname/)).toHaveFocus();
  });

  it('checks every rule, in Japanese', async () => {
    const flow = open('/sign-in', 'ja');
    const user = userEvent.setup();
    await chooseNewGoogleUser(user);
    await arrivesAt(flow, '/sign-up/setup-account-google');
    await user.click(await screen.findByLabelText(/^ニックネーム/, { selector: 'input' }));
    await user.paste('2010-01-01'.repeat(4));
    await user.type(input(/^生年月日/), '2015-05-05');
    await user.click(screen.getByRole('button', { name: 'アカウントを作成' }));
    expect(await screen.findByText('ニックネームは30文字以内にしてください。')).toBeInTheDocument();
    expect(screen.getByText('Kizuna のご利用は18歳以上に限られます。')).toBeInTheDocument();
    expect(screen.getByText('続けるには利用規約に同意してください。')).toBeInTheDocument();
  });

  it('keeps the flow through a reload (the token is kept for the tab)', async () => {
    const first = open('/sign-in');
    const user = userEvent.setup();
    const email = await chooseNewGoogleUser(user);
    await arrivesAt(first, '/sign-up/setup-account-google');
    first.unmount();
    open('/sign-up/setup-account-google');
    expect(await screen.findByText(`You are signing up with the Google account ${email}.`)).toBeInTheDocument();
  });

  it('sends a deep link without a Google token back to the start with a message', async () => {
    const flow = open('/sign-up/setup-account-google');
    await arrivesAt(flow, '/sign-up');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google sign-up session was not found. Please continue with Google again.');
  });

  it('asks to continue with Google again when the token has expired', async () => {
    const flow = open('/sign-in');
    const user = userEvent.setup();
    await chooseNewGoogleUser(user);
    await arrivesAt(flow, '/sign-up/setup-account-google');
    mockServer.use(
      http.post('*/api/auth/google/signup', () =>
        HttpResponse.json({ status: 401, name: 'InvalidGoogleToken', description: 'x' }, { status: 401 }),
      ),
    );
    await user.click(await screen.findByLabelText(/^Nickname/));
    await user.paste('New fan');
    await user.selectOptions(input(/^Gender/), 'OTHER');
    await user.selectOptions(input(/^Interested in/), 'MEN');
    await user.type(input(/^Date of birth/), '1990-02-03');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await arrivesAt(flow, '/sign-up');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google sign-in has expired. Please continue with Google again.');
  });

  it('shows a generic message for an unexpected error and keeps every value', async () => {
    const flow = open('/sign-in');
    const user = userEvent.setup();
    await chooseNewGoogleUser(user);
    await arrivesAt(flow, '/sign-up/setup-account-google');
    mockServer.use(
      http.post('*/api/auth/google/signup', () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'x' }, { status: 500 })),
    );
    await user.click(await screen.findByLabelText(/^Nickname/));
    await user.paste('New fan');
    await user.selectOptions(input(/^Gender/), 'OTHER');
    await user.selectOptions(input(/^Interested in/), 'MEN');
    await user.type(input(/^Date of birth/), '1990-02-03');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(input(/^Nickname/)).toHaveValue('New fan');
    expect(input(/^Gender/)).toHaveValue('OTHER');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('never loads Google’s script in mock mode', async () => {
    open('/sign-in');
    await googleButton();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});

describe('the Google client id', () => {
  it('is chosen per stage, with VITE_GOOGLE_CLIENT_ID as the fallback', () => {
    const vars = { VITE_GOOGLE_CLIENT_ID_PRODUCTION: 'prod', VITE_GOOGLE_CLIENT_ID_SANDBOX: 'sandbox', VITE_GOOGLE_CLIENT_ID: 'any' };
    expect(pickGoogleClientId('production', vars)).toBe('prod');
    expect(pickGoogleClientId('sandbox', vars)).toBe('sandbox');
    expect(pickGoogleClientId('local', vars)).toBe('sandbox');
    expect(pickGoogleClientId('production', { VITE_GOOGLE_CLIENT_ID: 'any' })).toBe('any');
    expect(pickGoogleClientId('sandbox', {})).toBeUndefined();
  });
});
