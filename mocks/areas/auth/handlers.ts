import { http } from 'msw';
import type { AuthCheckResponse, RefreshTokenResponse } from '@/api/generated/model';
import { loginWithEmailBody, logoutBody, signinWithGoogleBody } from '@/api/generated/zod/auth/auth.zod';
import { fail } from '../../http/errors';
import { apiPath, json, noContent, route } from '../../http/route';
import { accessTokenOf, issueAccessToken, refreshCookie, refreshTokenOf, requireUser } from '../../http/session';
import { parseBody } from '../../http/validate';
import { emailLogin, emailSignup, googleSignin, googleSignup } from './rules';
import { emailSignupSchema, googleSignupSchema } from './schemas';
import { clearCookieHeaders, deleteRefreshToken, revokeAccessToken, rotateRefreshToken, signedIn } from './sessions';
import { localeOf, toUser } from './users';

export const authHandlers = [
  http.post(
    apiPath('/auth/email/login'),
    route(async ({ request }) => {
      const { email, password } = await parseBody(request, loginWithEmailBody);
      return signedIn(emailLogin(email, password));
    }),
  ),

  http.post(
    apiPath('/auth/email/signup'),
    route(async ({ request }) => {
      const body = await parseBody(request, emailSignupSchema);
      return signedIn(emailSignup(body, localeOf(request)), 201);
    }),
  ),

  http.post(
    apiPath('/auth/google/signin'),
    route(async ({ request }) => {
      const { idToken } = await parseBody(request, signinWithGoogleBody);
      return signedIn(googleSignin(idToken));
    }),
  ),

  http.post(
    apiPath('/auth/google/signup'),
    route(async ({ request }) => {
      const body = await parseBody(request, googleSignupSchema);
      return signedIn(googleSignup(body, localeOf(request)), 201);
    }),
  ),

  http.post(
    apiPath('/auth/check'),
    route(({ request }) => {
      const user = requireUser(request);
      return json<AuthCheckResponse>({ user: toUser(user), accessToken: issueAccessToken(user.id) });
    }),
  ),

  http.post(
    apiPath('/auth/refresh-token'),
    route(({ request, cookies }) => {
      const rotated = rotateRefreshToken(refreshTokenOf(request, cookies));
      if (!rotated) {
        // A dead refresh cookie is useless to the browser: clear it along with the 401.
        const error = fail.unauthorized('The session has ended. Sign in again.');
        return json(error.toBody(), error.status, clearCookieHeaders());
      }
      return json<RefreshTokenResponse>({ accessToken: rotated.accessToken }, 200, { 'Set-Cookie': refreshCookie(rotated.refreshToken) });
    }),
  ),

  http.post(
    apiPath('/auth/logout'),
    route(async ({ request, cookies }) => {
      const user = requireUser(request);
      const { uid } = await parseBody(request, logoutBody);
      if (uid !== user.id) throw fail.forbidden('You can only sign yourself out.');
      const token = accessTokenOf(request);
      if (token) revokeAccessToken(token);
      // Only this browser's session ends; other devices keep theirs.
      deleteRefreshToken(refreshTokenOf(request, cookies));
      return noContent(clearCookieHeaders());
    }),
  ),
];
