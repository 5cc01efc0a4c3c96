import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { getDb } from '@mocks/db/store';
import { lastMailTo, setupMockBackend } from '@mocks/testing/test-kit';
import { getAccessToken } from '@/lib/token-storage';
import { renderScreens, seedSession } from '../../../../tests/render';
import SetupAccountPage from '../pages/setup-account-page';
import SignUpPage from '../pages/sign-up-page';
import SignUpStepGate from '../pages/sign-up-step-gate';
import VerificationCodePage from '../pages/verification-code-page';
import { reloadSignUpDraftForTests, signUpDraftKey } from './hooks/sign-up-draft';
import { toCodeDigits } from './components/verification-code-form';

setupMockBackend();
beforeEach(() => {
  seedSession(null);
  reloadSignUpDraftForTests();
});
afterEach(() => {
  vi.useRealTimers();
});

// The sign-up screens alone (no route table, no lazy routes), each later step behind the gate
// the route table puts in front of it; where the flow sends the user afterwards shows in the
// router.
const open = (route: string, locale: 'en' | 'ja' = 'en') =>
  renderScreens(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      {
        path: '/sign-up/verification-code',
        element: (
          <SignUpStepGate step="verification-code">
            <VerificationCodePage />
          </SignUpStepGate>
        ),
      },
      {
        path: '/sign-up/setup-account',
        element: (
          <SignUpStepGate step="setup-account">
            <SetupAccountPage />
          </SignUpStepGate>
        ),
      },
    ],
    { route, locale },
  );
type Flow = ReturnType<typeof open>;
const arrivesAt = ({ path }: Flow, expected: string) => waitFor(() => expect(path()).toBe(expected));

const newEmail = 'mika@kizuna.example';
const password = 'secret123';
const codeFor = (email: string) => lastMailTo(email, 'VERIFICATION_CODE')?.payload ?? '';
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

interface StartValues {
  email?: string;
  pass?: string;
  confirm?: string;
  agree?: boolean;
}

/**
 * Replaces a field's value the way a user pasting it would (focus, clear, paste): one input
 * event instead of one render per key, since typing itself is not what these tests check.
 */
const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  if (text) await user.paste(text);
};

const fillStart = async (user: UserEvent, { email = newEmail, pass = password, confirm = pass, agree = true }: StartValues = {}) => {
  await fill(user, await screen.findByLabelText(/^E-mail address/), email);
  await fill(user, input(/^Password/), pass);
  await fill(user, input(/^Confirm password/), confirm);
  if (agree) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
};

/** Start → code → setup-account, as a user would. */
const reachSetupAccount = async (user: UserEvent, flow: Flow, email = newEmail) => {
  await fillStart(user, { email });
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
  await arrivesAt(flow, '/sign-up/verification-code');
  await fill(user, await screen.findByLabelText(/^Verification code/), codeFor(email));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await arrivesAt(flow, '/sign-up/setup-account');
  await screen.findByRole('heading', { level: 1, name: 'Set up your account' });
};

const fillProfile = async (user: UserEvent, { nickname = 'Mika', gender = 'FEMALE', preferred = 'BOTH', birthDate = '1995-04-01' } = {}) => {
  if (nickname) await fill(user, input(/^Nickname/), nickname);
  if (gender) await user.selectOptions(input(/^Gender/), gender);
  if (preferred) await user.selectOptions(input(/^Interested in/), preferred);
  if (birthDate) fireEvent.change(input(/^Date of birth/), { target: { value: birthDate } });
};

const minusYears = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

describe('sign-up, start', () => {
  it('checks e-mail, password rule, matching passwords and the terms, focusing the first problem', async () => {
    open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user, { email: 'mika@', pass: 'password', confirm: 'different1', agree: false });
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The password must include a letter and a number.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveFocus();
    await fill(user, input(/^Password/), 'abc1');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the Terms of Service/ })).toHaveAttribute('target', '_blank');
  });

  it('shows the rules in Japanese', async () => {
    open('/sign-up', 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '確認コードを送信' }));
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードは8文字以上にしてください。')).toBeInTheDocument();
    expect(screen.getByText('続けるには利用規約に同意してください。')).toBeInTheDocument();
  });

  it('accepts a long pasted passphrase', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    const long = `${'correct horse battery staple '.repeat(3)}42`;
    await user.click(await screen.findByLabelText(/^E-mail address/));
    await user.paste(newEmail);
    await user.click(input(/^Password/));
    await user.paste(long);
    await user.click(input(/^Confirm password/));
    await user.paste(long);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await arrivesAt(flow, '/sign-up/verification-code');
  });

  it('puts "Email already registered." on the e-mail field', async () => {
    open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user, { email: 'fan@kizuna.example' });
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Email already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveFocus();
    expect(input(/^Password/)).toHaveValue(password);
  });

  it('shows a generic message for an unexpected error and keeps every value', async () => {
    mockServer.use(
      http.post('*/api/auth/email/verification-code', () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'x' }, { status: 500 })),
    );
    open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue(newEmail);
    expect(input(/^Password/)).toHaveValue(password);
    expect(input(/^Confirm password/)).toHaveValue(password);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('sends a deep link to a later step back to the start with a message', async () => {
    const flow = open('/sign-up/setup-account?redirect=%2Fprofile');
    await arrivesAt(flow, '/sign-up?redirect=%2Fprofile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-up session was not found. Please start again.');
  });
});

describe('sign-up, verification code', () => {
  it('goes through every step, keeps ?redirect= and signs the new user in', async () => {
    const flow = open('/sign-up?redirect=%2Fprofile');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await arrivesAt(flow, '/sign-up/verification-code?redirect=%2Fprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the verification code' })).toHaveFocus();
    expect(screen.getByText(`We sent a 6-digit code to ${newEmail}. Enter it below.`)).toBeInTheDocument();
    const code = screen.getByLabelText(/^Verification code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(code);
    await user.paste(` ${codeFor(newEmail).slice(0, 3)}-${codeFor(newEmail).slice(3)} `);
    expect(code).toHaveValue(codeFor(newEmail));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await arrivesAt(flow, '/sign-up/setup-account?redirect=%2Fprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your account' })).toHaveFocus();
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await arrivesAt(flow, '/profile');
    expect(getAccessToken()).toBeTruthy();
    expect(getDb().users.find((u) => u.email === newEmail)?.nickname).toBe('Mika');
    expect(sessionStorage.getItem(signUpDraftKey)).toBeNull();
  });

  it('turns pasted full-width digits and separators into the six digits', () => {
    expect(toCodeDigits('１２３ ４５６')).toBe('123456');
    expect(toCodeDigits('12-34-56-78')).toBe('123456');
    expect(toCodeDigits('abc')).toBe('');
  });

  it('says a wrong code is incorrect, then accepts the right one', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    const code = await screen.findByLabelText(/^Verification code/);
    const wrong = codeFor(newEmail) === '000000' ? '111111' : '000000';
    await user.type(code, wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered is incorrect. Please try again.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await fill(user, code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
    await fill(user, code, codeFor(newEmail));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await arrivesAt(flow, '/sign-up/setup-account');
  });

  it('says a wrong code is incorrect in Japanese', async () => {
    open('/sign-up', 'ja');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^メールアドレス/), newEmail);
    await fill(user, input(/^パスワード\*?$/), password);
    await fill(user, input(/^パスワード（確認）/), password);
    await user.click(screen.getByRole('checkbox', { name: /同意します/ }));
    await user.click(screen.getByRole('button', { name: '確認コードを送信' }));
    await user.type(await screen.findByLabelText(/^確認コード/, { selector: 'input' }), codeFor(newEmail) === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByText('入力されたコードが正しくありません。もう一度お試しください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /秒後に再送信できます/ })).toBeDisabled();
  });

  it('counts the resend cool-down down and resends once it is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    const resend = await screen.findByTestId('resend-code');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/^Resend code in (60|59) s$/);
    // Both clocks, the app's and the mock server's, read Date.
    vi.setSystemTime(Date.now() + 61_000);
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3_000 });
    expect(resend).toHaveTextContent('Resend code');
    await user.click(resend);
    expect(await screen.findByText(`We sent a new code to ${newEmail}.`)).toBeInTheDocument();
    expect(getDb().outbox.filter((m) => m.to === newEmail)).toHaveLength(2);
    await waitFor(() => expect(resend).toBeDisabled());
    expect(resend).toHaveTextContent(/^Resend code in (60|59) s$/);
    // The newest e-mail carries the code that now counts.
    expect(getDb().verifications.at(-1)?.code).toBe(codeFor(newEmail));
  });

  it('offers a new code when the code has expired or was guessed wrong too often', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    const code = await screen.findByLabelText(/^Verification code/);
    const wrong = codeFor(newEmail) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i += 1) {
      await fill(user, code, wrong);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByText(/incorrect|can no longer be used/);
    }
    expect(await screen.findByText(/This code can no longer be used/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(`We sent a new code to ${newEmail}.`)).toBeInTheDocument();
    await fill(user, code, codeFor(newEmail));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await arrivesAt(flow, '/sign-up/setup-account');
  });
});

describe('sign-up, going back and reloading', () => {
  it('keeps everything typed when going back from the code step', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await user.click(await screen.findByRole('link', { name: 'Change e-mail address' }));
    await arrivesAt(flow, '/sign-up');
    expect(await screen.findByLabelText(/^E-mail address/)).toHaveValue(newEmail);
    expect(input(/^Password/)).toHaveValue(password);
    expect(input(/^Confirm password/)).toHaveValue(password);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    // Same address again: the code already sent still counts, no second e-mail.
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await arrivesAt(flow, '/sign-up/verification-code');
    expect(getDb().outbox.filter((m) => m.to === newEmail)).toHaveLength(1);
  });

  it('keeps the profile step as typed when going back and forth', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await reachSetupAccount(user, flow);
    await fillProfile(user, { nickname: 'Mika', birthDate: '' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await arrivesAt(flow, '/sign-up');
    await user.click(await screen.findByRole('button', { name: 'Send verification code' }));
    await arrivesAt(flow, '/sign-up/setup-account');
    expect(await screen.findByLabelText(/^Nickname/)).toHaveValue('Mika');
    expect(input(/^Gender/)).toHaveValue('FEMALE');
  });

  it('after a reload on a later step, returns to the start with the e-mail and asks for the password again', async () => {
    const first = open('/sign-up');
    const user = userEvent.setup();
    await fillStart(user);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await arrivesAt(first, '/sign-up/verification-code');
    expect(sessionStorage.getItem(signUpDraftKey)).not.toContain(password);
    first.unmount();
    reloadSignUpDraftForTests();

    const flow = open('/sign-up/verification-code');
    await arrivesAt(flow, '/sign-up');
    expect(await screen.findByRole('alert')).toHaveTextContent('For your security we do not keep your password when the page is reloaded.');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue(newEmail);
    expect(input(/^Password/)).toHaveValue('');
    await fill(user, input(/^Password/), password);
    await fill(user, input(/^Confirm password/), password);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    // The flow picks up at the code already sent.
    await arrivesAt(flow, '/sign-up/verification-code');
    expect(getDb().outbox.filter((m) => m.to === newEmail)).toHaveLength(1);
  });

});

describe('sign-up, account set-up', () => {
  it('checks nickname length, required choices and the age, in English', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await reachSetupAccount(user, flow);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please choose a valid option.')).toHaveLength(2);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid date of birth.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nickname/)).toHaveFocus();
    await fillProfile(user, { nickname: 'あ'.repeat(31), birthDate: minusYears(18) });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The nickname can be at most 30 characters.')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old to use Kizuna.')).toBeInTheDocument();
  });

  it('refuses a gender that is not one of the options', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await reachSetupAccount(user, flow);
    // A tampered draft brings values the selects do not offer.
    const draft = JSON.parse(sessionStorage.getItem(signUpDraftKey) ?? '{}') as Record<string, unknown>;
    const profile = { nickname: 'Mika', gender: 'ROBOT', preferredGender: 'ALL', birthDate: '1990-01-01' };
    sessionStorage.setItem(signUpDraftKey, JSON.stringify({ ...draft, profile }));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    reloadSignUpDraftForTests();
    // Reloaded: the password has to be typed again, then the step shows the stored values.
    await fill(user, await screen.findByLabelText(/^Password/, { selector: 'input' }), password);
    await fill(user, input(/^Confirm password/), password);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await arrivesAt(flow, '/sign-up/setup-account');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please choose a valid option.')).toHaveLength(2);
  });

  it('shows the set-up rules in Japanese', async () => {
    sessionStorage.setItem(
      signUpDraftKey,
      JSON.stringify({ email: newEmail, agreement: true, verification: null, emailVerifyId: 'evf_x', profile: { nickname: 'あ'.repeat(31), birthDate: minusYears(17) } }),
    );
    const flow = open('/sign-up', 'ja');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^パスワード\*?$/, { selector: 'input' }), password);
    await fill(user, input(/^パスワード（確認）/), password);
    await user.click(screen.getByRole('button', { name: '確認コードを送信' }));
    await arrivesAt(flow, '/sign-up/setup-account');
    await user.click(await screen.findByRole('button', { name: 'アカウントを作成' }));
    expect(await screen.findByText('ニックネームは30文字以内にしてください。')).toBeInTheDocument();
    expect(screen.getByText('Kizuna のご利用は18歳以上に限られます。')).toBeInTheDocument();
    expect(screen.getAllByText('有効な選択肢を選んでください。')).toHaveLength(2);
  });

  it('sends EmailAlreadyRegistered back to the e-mail field of the start step', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await reachSetupAccount(user, flow);
    mockServer.use(
      http.post('*/api/auth/email/signup', () =>
        HttpResponse.json({ status: 409, name: 'EmailAlreadyRegistered', description: 'Email already registered.' }, { status: 409 }),
      ),
    );
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await arrivesAt(flow, '/sign-up');
    expect(await screen.findByText('Email already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue(newEmail);
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends EmailVerificationRequired back to the code step with the message', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await reachSetupAccount(user, flow);
    mockServer.use(
      http.post('*/api/auth/email/signup', () =>
        HttpResponse.json({ status: 400, name: 'EmailVerificationRequired', description: 'Email verification is required.' }, { status: 400 }),
      ),
    );
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await arrivesAt(flow, '/sign-up/verification-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email verification is required.');
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await user.type(screen.getByLabelText(/^Verification code/), codeFor(newEmail));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await arrivesAt(flow, '/sign-up/setup-account');
    expect(await screen.findByLabelText(/^Nickname/)).toHaveValue('Mika');
  });

  it('shows a generic message for an unexpected error and keeps every value', async () => {
    const flow = open('/sign-up');
    const user = userEvent.setup();
    await reachSetupAccount(user, flow);
    mockServer.use(
      http.post('*/api/auth/email/signup', () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'x' }, { status: 500 })),
    );
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(input(/^Nickname/)).toHaveValue('Mika');
    expect(input(/^Gender/)).toHaveValue('FEMALE');
    expect(input(/^Interested in/)).toHaveValue('BOTH');
    expect(input(/^Date of birth/)).toHaveValue('1995-04-01');
  });
});
