import { readGoogleSignUp } from '../../google/google-sign-up-store';
import { signUpPaths, type SignUpNotice } from './flow';
import { getSignUpDraft, getSignUpPassword, type SignUpDraft, type SignUpPassword } from './sign-up-draft';

/** The sign-up steps that can only continue a flow this tab has begun. */
export type SignUpStep = 'verification-code' | 'setup-account' | 'setup-account-google';

export interface StepRedirect {
  to: string;
  notice?: SignUpNotice;
}

/**
 * Whether an e-mail step can show with what this tab holds, and where to go instead: no draft
 * at all (a deep link) → the start, to begin again; a draft without the password (a reload)
 * → the start with the e-mail kept, to type the password again; a verified e-mail skips ahead
 * only from the start step (see the start form).
 */
const decideEmailStep = (
  step: Exclude<SignUpStep, 'setup-account-google'>,
  draft: SignUpDraft | null,
  password: SignUpPassword | null,
): StepRedirect | null => {
  if (!draft || (!draft.verification && !draft.emailVerifyId)) return { to: signUpPaths.start, notice: 'startAgain' };
  if (!password) return { to: signUpPaths.start, notice: 'reenterPassword' };
  if (step === 'setup-account' && !draft.emailVerifyId) return { to: signUpPaths.verificationCode };
  return null;
};

/**
 * Where a later step sends the user instead of showing, or null when it can show. The Google
 * step continues only with the Google ID token kept for it (a deep link, or another tab, has
 * none).
 */
export const decideSignUpStep = (step: SignUpStep): StepRedirect | null => {
  if (step !== 'setup-account-google') return decideEmailStep(step, getSignUpDraft(), getSignUpPassword());
  return readGoogleSignUp() ? null : { to: signUpPaths.start, notice: 'googleStartAgain' };
};
