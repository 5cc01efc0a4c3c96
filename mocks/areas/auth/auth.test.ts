import { describe, expect, it } from 'vitest';
import {
  checkAuth,
  loginWithEmail,
  logout,
  refreshToken,
  signinWithGoogle,
  signupWithEmail,
  signupWithGoogle,
} from '@/api/generated/endpoints/auth/auth';
import { sendVerificationCode, verifyVerificationCode } from '@/api/generated/endpoints/verification/verification';
import { getWallet, listPointTransactions } from '@/api/generated/endpoints/wallet/wallet';
import type { EmailSignupRequest } from '@/api/generated/model';
import { setAccessToken } from '@/lib/token-storage';
import { advanceMockClock, now } from '../../db/clock';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { issueRefreshToken, refreshCookieName } from '../../http/session';
import { createMockGoogleIdToken } from '../../google/id-token';
import { lastMailTo, rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';
import { welcomeBonusPoints } from './users';

setupMockBackend();

const newEmail = 'mika@kizuna.example';

const verifiedEmail = async (email: string): Promise<string> => {
  const { verificationId } = await sendVerificationCode({ email });
  const code = lastMailTo(email, 'VERIFICATION_CODE')?.payload ?? '';
  return (await verifyVerificationCode({ verificationId, code })).emailVerifyId;
};

const signup = (fields: Partial<EmailSignupRequest> & Pick<EmailSignupRequest, 'emailVerifyId'>): EmailSignupRequest => ({
  email: newEmail,
  password: 'secret123',
  agreement: true,
  gender: 'FEMALE',
  preferredGender: 'MEN',
  nickname: 'Mika',
  birthDate: '1999-04-12',
  ...fields,
});

const cookieHeader = (token: string): RequestInit => ({ headers: { cookie: `${refreshCookieName}=${token}` } });

describe('e-mail sign-in', () => {
  it('signs in with the demo password', async () => {
    const { user, accessToken } = await loginWithEmail({ email: 'FAN@kizuna.example', password: 'kizuna1234' });
    expect(user).toMatchObject({ id: 'usr_fan', email: demoAccounts.fan, authProvider: 'email' });
    expect(accessToken).toMatch(/^mock\./);
  });

  it('refuses a wrong password with InvalidCredentials', async () => {
    const error = await rejectionOf(loginWithEmail({ email: demoAccounts.fan, password: 'wrong-pass1' }));
    expect([error.status, error.name]).toEqual([401, 'InvalidCredentials']);
  });

  it('sends a Google-only account to Google sign-in, naming its e-mail', async () => {
    const error = await rejectionOf(loginWithEmail({ email: demoAccounts.googleFan, password: 'kizuna1234' }));
    expect([error.status, error.name, error.email]).toEqual([409, 'GoogleLinkedAccount', demoAccounts.googleFan]);
  });
});

describe('e-mail sign-up', () => {
  it('needs a verified e-mail', async () => {
    const error = await rejectionOf(signupWithEmail(signup({ emailVerifyId: 'evf_madeup' })));
    expect([error.status, error.name]).toEqual([400, 'EmailVerificationRequired']);
  });

  it('refuses a verification made for another address', async () => {
    const emailVerifyId = await verifiedEmail('other@kizuna.example');
    const error = await rejectionOf(signupWithEmail(signup({ emailVerifyId })));
    expect(error.name).toBe('EmailVerificationRequired');
  });

  it('creates the account with a welcome bonus and a referral code, and uses the verification up', async () => {
    const emailVerifyId = await verifiedEmail(newEmail);
    const { user, accessToken } = await signupWithEmail(signup({ emailVerifyId }));
    expect(user).toMatchObject({ email: newEmail, nickname: 'Mika', authProvider: 'email', username: null });
    expect(getDb().users.find((u) => u.id === user.id)?.referralCode).toMatch(/^MIKA\d{4}$/);

    setAccessToken(accessToken);
    expect((await getWallet()).wallet.points).toBe(welcomeBonusPoints);
    const { items } = await listPointTransactions();
    expect(items).toEqual([expect.objectContaining({ type: 'BONUS', points: welcomeBonusPoints, balanceAfter: welcomeBonusPoints })]);

    const again = await rejectionOf(signupWithEmail(signup({ emailVerifyId })));
    expect([again.status, again.name]).toEqual([409, 'EmailAlreadyRegistered']);
  });

  it('requires agreement to the terms', async () => {
    const emailVerifyId = await verifiedEmail(newEmail);
    // The generated type forbids `false`, which is the point: a client could still send it.
    const refused = { ...signup({ emailVerifyId }), agreement: false } as unknown as EmailSignupRequest;
    const error = await rejectionOf(signupWithEmail(refused));
    expect([error.status, error.name]).toEqual([400, 'ValidationFailed']);
    expect(error.fields.map((f) => f.path)).toContain('agreement');
    expect(getDb().users.some((u) => u.email === newEmail)).toBe(false);
  });
});

describe('Google sign-in and sign-up', () => {
  const kenToken = createMockGoogleIdToken({ sub: 'google-ken', email: demoAccounts.googleFan, name: 'Ken' });

  it('signs the seeded Google user in', async () => {
    const { user } = await signinWithGoogle({ idToken: kenToken });
    expect(user).toMatchObject({ id: 'usr_google', authProvider: 'google' });
  });

  it('refuses a token that is not a (valid) Google token', async () => {
    for (const idToken of ['eyJhbGciOiJSUzI1NiJ9.mock', 'mock-google.not-json']) {
      const error = await rejectionOf(signinWithGoogle({ idToken }));
      expect([error.status, error.name]).toEqual([401, 'InvalidGoogleToken']);
    }
    const expired = createMockGoogleIdToken({ sub: 'google-ken', email: demoAccounts.googleFan, name: 'Ken', exp: now().getTime() - 1 });
    expect((await rejectionOf(signinWithGoogle({ idToken: expired }))).name).toBe('InvalidGoogleToken');
  });

  it('sends an unknown Google user to sign-up, then signs them up', async () => {
    const idToken = createMockGoogleIdToken({ sub: 'google-taro', email: 'taro@gmail.example', name: '太郎' });
    const error = await rejectionOf(signinWithGoogle({ idToken }));
    expect([error.status, error.name, error.email]).toEqual([404, 'GoogleAccountNotRegistered', 'taro@gmail.example']);

    const details = { agreement: true, gender: 'MALE', preferredGender: 'WOMEN', nickname: 'Taro', birthDate: '1995-09-30' } as const;
    const { user } = await signupWithGoogle({ idToken, ...details });
    expect(user).toMatchObject({ email: 'taro@gmail.example', authProvider: 'google' });
    await expect(signinWithGoogle({ idToken })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('refuses a Google sign-up whose e-mail has a password account', async () => {
    const idToken = createMockGoogleIdToken({ sub: 'google-hana', email: demoAccounts.fan, name: 'Hana' });
    const details = { agreement: true, gender: 'FEMALE', preferredGender: 'MEN', nickname: 'Hana', birthDate: '2000-02-14' } as const;
    const error = await rejectionOf(signupWithGoogle({ idToken, ...details }));
    expect([error.status, error.name]).toEqual([409, 'EmailAlreadyRegistered']);
  });
});

describe('the session', () => {
  it('checks a valid token, returning the user and a fresh token', async () => {
    await signInAs(demoAccounts.fan);
    const result = await checkAuth();
    expect(result.user?.id).toBe('usr_fan');
    expect(result.accessToken).toMatch(/^mock\./);
  });

  it('refuses a made-up token', async () => {
    setAccessToken('mock.garbage.token');
    const error = await rejectionOf(checkAuth());
    expect([error.status, error.name]).toEqual([401, 'Unauthorized']);
  });

  it('rotates the refresh cookie: a refresh token works once', async () => {
    const token = issueRefreshToken('usr_fan');
    const { accessToken } = await refreshToken(cookieHeader(token));
    setAccessToken(accessToken);
    expect((await checkAuth()).user?.id).toBe('usr_fan');
    expect(getDb().refreshTokens.some((r) => r.token === token)).toBe(false);

    const reused = await rejectionOf(refreshToken(cookieHeader(token)));
    expect([reused.status, reused.name]).toEqual([401, 'Unauthorized']);
  });

  it('refuses an expired refresh token', async () => {
    const token = issueRefreshToken('usr_fan');
    advanceMockClock(31 * 24 * 60 * 60_000);
    expect((await rejectionOf(refreshToken(cookieHeader(token)))).status).toBe(401);
  });

  it('logs out: the access token stops working and the refresh token is gone', async () => {
    const user = await signInAs(demoAccounts.fan);
    const refresh = issueRefreshToken(user.id);
    await logout({ uid: user.id }, cookieHeader(refresh));
    expect(getDb().refreshTokens.some((r) => r.token === refresh)).toBe(false);
    expect((await rejectionOf(checkAuth())).status).toBe(401);
  });
});
