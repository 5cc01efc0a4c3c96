import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { getAccessToken } from '@/lib/token-storage';
import { renderApp, seedSession } from '../../../../tests/render';

// Mock mode, as in `npm start`: the Google button is the mock chooser, never Google's script.
vi.hoisted(() => {
  vi.stubEnv('VITE_MOCKS', 'true');
});

setupMockBackend();
beforeEach(() => seedSession(null));

type Router = ReturnType<typeof renderApp>['router'];
const path = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;
/** Signing in bootstraps the session and lazy-loads the next screen: allow for it. */
const arrivesAt = (router: Router, expected: string) => waitFor(() => expect(path(router)).toBe(expected), { timeout: 5_000 });

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/^E-mail address|^メールアドレス/), email);
  if (password) await user.type(await screen.findByLabelText(/^Password|^パスワード/, { selector: 'input' }), password);
  return user;
};

describe('sign in', () => {
  it('signs in and goes where the user was going', async () => {
    const { router } = renderApp('/sign-in?redirect=%2Fprofile');
    const user = await fill('fan@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await arrivesAt(router, '/profile');
    expect(getAccessToken()).toBeTruthy();
  });

  it('goes to /chats by default', async () => {
    const { router } = renderApp('/sign-in');
    const user = await fill('fan@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await arrivesAt(router, '/chats');
  });

  it('requires both fields and a valid e-mail, and focuses the first invalid field', async () => {
    renderApp('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^E-mail address/), 'not-an-address');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('shows the same rules in Japanese', async () => {
    renderApp('/sign-in', { locale: 'ja' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'サインイン' }));
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('この項目は必須です。')).toBeInTheDocument();
  });

  it('puts a wrong password under the password field and keeps the values', async () => {
    renderApp('/sign-in');
    const user = await fill('fan@kizuna.example', 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is incorrect.')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('wrong-pass1');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('fan@kizuna.example');
  });

  it('says so in Japanese too', async () => {
    renderApp('/sign-in', { locale: 'ja' });
    const user = await fill('fan@kizuna.example', 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'サインイン' }));
    expect(await screen.findByText('メールアドレスまたはパスワードが正しくありません。')).toBeInTheDocument();
  });

  it('tells a Google-only account to use Google, with its e-mail, and emphasises the Google button', async () => {
    renderApp('/sign-in');
    const user = await fill('ken@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The account ken@kizuna.example is linked to Google login. Please sign in using Google on the login screen.',
    );
    const google = screen.getByRole('button', { name: /Continue with Google/ });
    expect(google).toHaveAttribute('aria-describedby', alert.id);
  });

  it('shows the Google-linked message in Japanese', async () => {
    renderApp('/sign-in', { locale: 'ja' });
    const user = await fill('ken@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'サインイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'アカウント ken@kizuna.example は Google ログインに連携されています。ログイン画面で Google を使ってサインインしてください。',
    );
  });

  it('shows a generic message for an unexpected error and keeps every value', async () => {
    mockServer.use(
      http.post('*/api/auth/email/login', () =>
        HttpResponse.json({ status: 500, name: 'UnknownError', description: 'boom' }, { status: 500 }),
      ),
    );
    renderApp('/sign-in');
    const user = await fill('fan@kizuna.example', 'kizuna1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('fan@kizuna.example');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('kizuna1234');
  });

  it('reveals the password on demand', async () => {
    renderApp('/sign-in');
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
    renderApp('/sign-in?redirect=%2Fprofile');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/send-reset-password-email');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up?redirect=%2Fprofile');
  });

  it('signs a known Google account in through the mock chooser', async () => {
    const { router } = renderApp('/sign-in?redirect=%2Fprofile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Google account' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ken (ken@kizuna.example)' }));
    await arrivesAt(router, '/profile');
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('sends a new Google user to setup-account-google', async () => {
    const { router } = renderApp('/sign-in?redirect=%2Fprofile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    await user.click(await screen.findByRole('button', { name: /A new Google user/ }));
    await arrivesAt(router, '/sign-up/setup-account-google?redirect=%2Fprofile');
  });
});
