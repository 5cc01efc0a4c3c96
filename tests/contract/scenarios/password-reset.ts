import { confirmPasswordReset, requestPasswordReset } from '@/api/generated/endpoints/password-reset/password-reset';
import { demoAccounts, demoPassword } from '@mocks/db/seed-accounts';
import { mailPayload } from '@mocks/testing/scenario-kit';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    operationId: 'requestPasswordReset',
    run: () => requestPasswordReset({ email: demoAccounts.newbie }),
  },
  {
    operationId: 'confirmPasswordReset',
    run: async () => {
      await requestPasswordReset({ email: demoAccounts.newbie });
      const token = mailPayload(demoAccounts.newbie, 'PASSWORD_RESET').split('#token=')[1] ?? '';
      // The demo password again, so the account still signs in as the README says.
      return confirmPasswordReset({ token, password: demoPassword });
    },
  },
];
