import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { getAccessToken } from '@/lib/token-storage';
import { renderScreen, seedSession } from '../../../../tests/render';
import SignInPage from '../pages/sign-in-page';

// Mock mode, as in `npm start` (the dom project sets VITE_MOCKS): the Google button is the mock
// chooser, never Google's script.
setupMockBackend();
// The mock chooser is a lazy chunk; until it has loaded, a disabled stand-in button with the
// same name shows. Load it before the tests, and find the real button by its test id.
beforeAll(() => import('../google/components/mock-google-chooser'));
const googleButton = () => screen.findByTestId('google-button');
beforeEach(() => seedSession(null));

// The sign-in screen alone (no route table): where it sends the user shows in the router.
const open = (route = '/sign-in', locale: 'en' | 'ja' = 'en') => renderScreen(<SignInPage />, { route, locale });
type Rendered = ReturnType<typeof open>;
/** Signing in bootstraps the session before it navigates. */
const arrivesAt = ({ path }: Rendered, expected: string) => waitFor(() => expect(path()).toBe(expected));

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  // Pasted, not typed key by key: typing is not what these tests check, and every key would
  // render the form again.
  if (email) {
    await user.click(await screen.findByLabelText(/^E-mail address|^メールアドレス/));
    await user.paste(email);
  }
  if (password) {
    await user.click(await screen.findByLabelText(/^Password|^パスワード/, { selector: 'input' }));
    await user.paste(password);
  }
  return user;
};

describe('sign in', () => {
  it('signs in and goes where the user was going', async () => {
    const screenUnderTest = open('/sign-in?redirect=%2Fprofile');
    const user = await fill('fan@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await arrivesAt(screenUnderTest, '/profile');
    expect(getAccessToken()).toBeTruthy();
  });

  it('goes to /chats by default', async () => {
    const screenUnderTest = open();
    const user = await fill('fan@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await arrivesAt(screenUnderTest, '/chats');
  });

  it('requires both fields and a valid e-mail, and focuses the first invalid field', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^E-mail address/), 'not-an-address');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('shows its rules in Japanese', async () => {
    open('/sign-in', 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'サインイン' }));
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('この項目は必須です。')).toBeInTheDocument();
  });

  it('puts a wrong password under the password field and keeps the values', async () => {
    open();
    const user = await fill('fan@kizuna.example', 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is incorrect.')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('wrong-pass1');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('fan@kizuna.example');
  });

  it('tells a Google-only account to use Google, with its e-mail, and emphasises the Google button', async () => {
    open();
    const user = await fill('ken@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The account ken@kizuna.example is linked to Google login. Please sign in using Google on the login screen.',
    );
    const google = await googleButton();
    expect(google).toHaveAccessibleName(/Continue with Google/);
    expect(google).toHaveAttribute('aria-describedby', alert.id);
  });

  it('shows a generic message for an unexpected error and keeps every value', async () => {
    mockServer.use(
      http.post('*/api/auth/email/login', () =>
        HttpResponse.json({ status: 500, name: 'UnknownError', description: 'boom' }, { status: 500 }),
      ),
    );
    open();
    const user = await fill('fan@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('fan@kizuna.example');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('kizuna1234');
  });

  it('reveals the password on demand', async () => {
    open();
    const user = await fill('', 'secret123');
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to password reset and to sign-up, keeping ?redirect=', async () => {
    open('/sign-in?redirect=%2Fprofile');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/send-reset-password-email');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up?redirect=%2Fprofile');
  });

  it('signs a known Google account in through the mock chooser', async () => {
    const screenUnderTest = open('/sign-in?redirect=%2Fprofile');
    const user = userEvent.setup();
    await user.click(await googleButton());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Google account' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ken (ken@kizuna.example)' }));
    await arrivesAt(screenUnderTest, '/profile');
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('sends a new Google user to setup-account-google', async () => {
    const screenUnderTest = open('/sign-in?redirect=%2Fprofile');
    const user = userEvent.setup();
    await user.click(await googleButton());
    await user.click(await screen.findByRole('button', { name: /A new Google user/ }));
    await arrivesAt(screenUnderTest, '/sign-up/setup-account-google?redirect=%2Fprofile');
  });
});
