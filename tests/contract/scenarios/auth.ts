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
import { createMockGoogleIdToken } from '@mocks/google/id-token';
import { demoAccounts, demoPassword } from '@mocks/db/seed-accounts';
import { newToken } from '@mocks/db/ids';
import { issueRefreshToken, refreshCookieName } from '@mocks/http/session';
import { mailPayload, uniqueEmail } from '@mocks/testing/scenario-kit';
import type { Scenario } from '../scenario';

const profile = { gender: 'FEMALE', preferredGender: 'MEN', nickname: 'Mika', birthDate: '1999-04-12' } as const;

export const scenarios: Scenario[] = [
  {
    operationId: 'loginWithEmail',
    run: () => loginWithEmail({ email: demoAccounts.fan, password: demoPassword }),
  },
  {
    operationId: 'signupWithEmail',
    run: async () => {
      const email = uniqueEmail('mika');
      const { verificationId } = await sendVerificationCode({ email });
      const { emailVerifyId } = await verifyVerificationCode({ verificationId, code: mailPayload(email, 'VERIFICATION_CODE') });
      return signupWithEmail({ email, password: 'secret123', agreement: true, emailVerifyId, ...profile });
    },
  },
  {
    operationId: 'signinWithGoogle',
    run: () => signinWithGoogle({ idToken: createMockGoogleIdToken({ sub: 'google-ken', email: demoAccounts.googleFan, name: 'Ken' }) }),
  },
  {
    operationId: 'signupWithGoogle',
    run: () =>
      signupWithGoogle({
        idToken: createMockGoogleIdToken({ sub: `google-${newToken(10)}`, email: uniqueEmail('taro'), name: 'Taro' }),
        agreement: true,
        ...profile,
      }),
  },
  {
    operationId: 'checkAuth',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return checkAuth();
    },
  },
  {
    operationId: 'refreshToken',
    run: async (ctx) => {
      const userId = await ctx.signInAs('fan');
      return refreshToken({ headers: { cookie: `${refreshCookieName}=${issueRefreshToken(userId)}` } });
    },
  },
  {
    operationId: 'logout',
    run: async (ctx) => {
      const uid = await ctx.signInAs('fan');
      return logout({ uid });
    },
  },
];
