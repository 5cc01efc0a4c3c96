import { http } from 'msw';
import type { PasswordResetRequestResponse } from '@/api/generated/model';
import { confirmPasswordResetBody, requestPasswordResetBody } from '@/api/generated/zod/password-reset/password-reset.zod';
import { apiPath, json, noContent, route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { confirmReset, requestReset } from './rules';

export const passwordResetHandlers = [
  http.post(
    apiPath('/auth/password-reset/request'),
    route(async ({ request }) => {
      const { email } = await parseBody(request, requestPasswordResetBody);
      requestReset(email);
      // The same answer whether or not the address has an account, so accounts cannot be discovered.
      return json<PasswordResetRequestResponse>({ email }, 202);
    }),
  ),

  http.post(
    apiPath('/auth/password-reset/confirm'),
    route(async ({ request }) => {
      const { token, password } = await parseBody(request, confirmPasswordResetBody);
      confirmReset(token, password);
      return noContent();
    }),
  ),
];
