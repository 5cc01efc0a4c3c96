import type { EmailSignupRequest, GoogleSignupRequest, Locale } from '@/api/generated/model';
import type { UserRow } from '../../db/schema';
import { MockApiError } from '../../http/errors';
import { parseMockGoogleIdToken, type MockGoogleClaims } from '../../google/id-token';
import { recordReferralSignup } from '../referral/rules';
import { consumeEmailVerifyId, emailAlreadyRegistered } from '../verification/rules';
import { createAccount, findUserByEmail, findUserByGoogleSub } from './users';

// Who may sign in and sign up, and with what. The handlers only add the session.

export const emailLogin = (email: string, password: string): UserRow => {
  const user = findUserByEmail(email);
  if (user && user.password === null && user.googleSub) {
    throw new MockApiError(409, 'GoogleLinkedAccount', 'The account is linked to Google login.', { email: user.email });
  }
  if (!user || user.password !== password) {
    throw new MockApiError(401, 'InvalidCredentials', 'The e-mail or password is incorrect.');
  }
  return user;
};

export const emailSignup = (body: EmailSignupRequest, locale: Locale): UserRow => {
  if (findUserByEmail(body.email)) throw emailAlreadyRegistered();
  consumeEmailVerifyId(body.emailVerifyId, body.email);
  const user = createAccount({
    email: body.email,
    password: body.password,
    googleSub: null,
    nickname: body.nickname,
    gender: body.gender,
    preferredGender: body.preferredGender,
    birthDate: body.birthDate,
    locale,
  });
  recordReferralSignup(user, body.referralCode);
  return user;
};

const googleClaims = (idToken: string): MockGoogleClaims => {
  const claims = parseMockGoogleIdToken(idToken);
  if (!claims) throw new MockApiError(401, 'InvalidGoogleToken', 'The Google sign-in could not be verified.');
  return claims;
};

export const googleSignin = (idToken: string): UserRow => {
  const claims = googleClaims(idToken);
  const user = findUserByGoogleSub(claims.sub);
  if (!user) {
    throw new MockApiError(404, 'GoogleAccountNotRegistered', 'No account is linked to this Google account yet.', {
      email: claims.email,
    });
  }
  return user;
};

export const googleSignup = (body: GoogleSignupRequest, locale: Locale): UserRow => {
  const claims = googleClaims(body.idToken);
  // Either this Google account has signed up before, or its address belongs to a password
  // account, which must sign in with its password instead.
  if (findUserByGoogleSub(claims.sub) || findUserByEmail(claims.email)) throw emailAlreadyRegistered();
  const user = createAccount({
    email: claims.email,
    password: null,
    googleSub: claims.sub,
    nickname: body.nickname,
    gender: body.gender,
    preferredGender: body.preferredGender,
    birthDate: body.birthDate,
    locale,
  });
  recordReferralSignup(user, body.referralCode);
  return user;
};
