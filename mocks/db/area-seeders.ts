import type { Database } from './schema';
import type { SeedContext } from './seed-context';
import { seedPayment } from '../areas/payment/seed';
import { seedSubscription } from '../areas/subscription/seed';
import { seedCheckIn } from '../areas/check-in/seed';
import { seedAgentMedia } from '../areas/my-agent/seed';
import { seedChats } from '../areas/chat/seed';
import { seedCreatorHistory } from '../areas/statistics/seed';
import { seedReferrals } from '../areas/referral/seed';
import { seedPayouts } from '../areas/payouts/seed';
import { seedOnboarding } from '../areas/onboarding/seed';
import { seedAuth } from '../areas/auth/seed';
import { seedVerification } from '../areas/verification/seed';
import { seedPasswordReset } from '../areas/password-reset/seed';

// Each area adds its own history on top of the accounts (channels and messages, purchases,
// earnings, payouts, referrals, …). An area's seeder lives beside its handlers as
// mocks/areas/<area>/seed.ts and is listed here once.
export type AreaSeeder = (db: Database, ctx: SeedContext) => void;

export const areaSeeders: AreaSeeder[] = [seedPayment, seedSubscription, seedCheckIn, seedAgentMedia, seedChats, seedCreatorHistory, seedReferrals, seedPayouts, seedOnboarding, seedAuth, seedVerification, seedPasswordReset];
