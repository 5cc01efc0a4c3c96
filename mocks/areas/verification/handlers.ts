import { http } from 'msw';
import type { VerificationCodeSentResponse, VerifyCodeResponse } from '@/api/generated/model';
import {
  resendVerificationCodeBody,
  sendVerificationCodeBody,
  verifyVerificationCodeBody,
} from '@/api/generated/zod/verification/verification.zod';
import { apiPath, json, route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { resendCode, sendCode, verifyCode } from './rules';

export const verificationHandlers = [
  http.post(
    apiPath('/auth/email/verification-code'),
    route(async ({ request }) => {
      const { email } = await parseBody(request, sendVerificationCodeBody);
      return json<VerificationCodeSentResponse>(sendCode(email), 201);
    }),
  ),

  http.post(
    apiPath('/auth/email/verification-code/resend'),
    route(async ({ request }) => {
      const { verificationId } = await parseBody(request, resendVerificationCodeBody);
      return json<VerificationCodeSentResponse>(resendCode(verificationId), 201);
    }),
  ),

  http.post(
    apiPath('/auth/email/verification-code/verify'),
    route(async ({ request }) => {
      const { verificationId, code } = await parseBody(request, verifyVerificationCodeBody);
      return json<VerifyCodeResponse>(verifyCode(verificationId, code));
    }),
  ),
];
