import { z } from 'zod';
import { signupWithEmailBody, signupWithGoogleBody } from '@/api/generated/zod/auth/auth.zod';

// The contract says `agreement` is `const: true`, which orval's Zod output does not carry:
// a sign-up that does not accept the terms must still be refused.
const agreement = z.literal(true, { error: 'The terms of service must be accepted.' });

export const emailSignupSchema = signupWithEmailBody.extend({ agreement });
export const googleSignupSchema = signupWithGoogleBody.extend({ agreement });
