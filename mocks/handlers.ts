import type { RequestHandler } from 'msw';
import { walletHandlers } from './areas/wallet/handlers';
import { authHandlers } from './areas/auth/handlers';
import { verificationHandlers } from './areas/verification/handlers';
import { passwordResetHandlers } from './areas/password-reset/handlers';
import { profileHandlers } from './areas/profile/handlers';
import { paymentHandlers } from './areas/payment/handlers';
import { subscriptionHandlers } from './areas/subscription/handlers';
import { checkInHandlers } from './areas/check-in/handlers';
import { devToolHandlers } from './areas/dev-tools/handlers';
import { agentsHandlers } from './areas/agents/handlers';
import { chatHandlers } from './areas/chat/handlers';
import { demoHandlers } from './areas/demo/handlers';
import { onboardingHandlers } from './areas/onboarding/handlers';
import { myAgentHandlers } from './areas/my-agent/handlers';
import { statisticsHandlers } from './areas/statistics/handlers';
import { payoutsHandlers } from './areas/payouts/handlers';
import { referralHandlers } from './areas/referral/handlers';
import { dispatchTo } from './http/dispatch';
import { fallbackHandlers } from './http/fallback';

// Every handler of the mock backend, one list per area (mocks/areas/<area>/handlers.ts).
// The same list runs in the browser (service worker), in Node tests (msw/node) and in the
// standalone server.
const areaHandlers: RequestHandler[] = [
  ...walletHandlers,
  ...authHandlers,
  ...verificationHandlers,
  ...passwordResetHandlers,
  ...profileHandlers,
  ...paymentHandlers,
  ...subscriptionHandlers,
  ...checkInHandlers,
  ...devToolHandlers,
  ...agentsHandlers,
  ...chatHandlers,
  ...demoHandlers,
  ...onboardingHandlers,
  ...myAgentHandlers,
  ...statisticsHandlers,
  ...payoutsHandlers,
  ...referralHandlers,
];

// msw sees one handler for all of them (mocks/http/dispatch.ts: it runs only the one a request
// is for). Last: a known address with an undefined method → 405 with Allow; anything else
// under /api → 404.
export const handlers: RequestHandler[] = [dispatchTo(areaHandlers), ...fallbackHandlers(areaHandlers)];
