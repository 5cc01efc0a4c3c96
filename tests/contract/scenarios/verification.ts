import {
  resendVerificationCode,
  sendVerificationCode,
  verifyVerificationCode,
} from '@/api/generated/endpoints/verification/verification';
import { advanceMockClock } from '@mocks/db/clock';
import { resendCooldownMs } from '@mocks/areas/verification/rules';
import { mailPayload, uniqueEmail } from '@mocks/testing/scenario-kit';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'sendVerificationCode',
    run: () => sendVerificationCode({ email: uniqueEmail('new.fan') }),
  },
  {
    operationId: 'resendVerificationCode',
    run: async () => {
      const { verificationId } = await sendVerificationCode({ email: uniqueEmail('new.fan') });
      // A resend is allowed only after the cool-down.
      advanceMockClock(resendCooldownMs);
      return resendVerificationCode({ verificationId });
    },
  },
  {
    operationId: 'verifyVerificationCode',
    run: async () => {
      const email = uniqueEmail('new.fan');
      const { verificationId } = await sendVerificationCode({ email });
      return verifyVerificationCode({ verificationId, code: mailPayload(email, 'VERIFICATION_CODE') });
    },
  },
];
