import { useEffect, useState } from 'react';
import { signUpPaths, useFlowNavigate, type SignUpNotice } from './flow';
import { getSignUpDraft, getSignUpPassword, type SignUpDraft, type SignUpPassword } from './sign-up-draft';

export type SignUpStep = 'verification-code' | 'setup-account';

export interface StepRedirect {
  to: string;
  notice?: SignUpNotice;
}

/**
 * Whether a later step can show with what this tab holds, and where to go instead: no draft
 * at all (a deep link) → the start, to begin again; a draft without the password (a reload)
 * → the start with the e-mail kept, to type the password again; a verified e-mail skips ahead
 * only from the start step (see the start form).
 */
export const decideSignUpStep = (step: SignUpStep, draft: SignUpDraft | null, password: SignUpPassword | null): StepRedirect | null => {
  if (!draft || (!draft.verification && !draft.emailVerifyId)) return { to: signUpPaths.start, notice: 'startAgain' };
  if (!password) return { to: signUpPaths.start, notice: 'reenterPassword' };
  if (step === 'setup-account' && !draft.emailVerifyId) return { to: signUpPaths.verificationCode };
  return null;
};

/** Checks once, when the step opens, and redirects if it cannot show. True when it can. */
export const useSignUpStep = (step: SignUpStep): boolean => {
  const flowNavigate = useFlowNavigate();
  const [redirect] = useState(() => decideSignUpStep(step, getSignUpDraft(), getSignUpPassword()));
  useEffect(() => {
    if (redirect) flowNavigate(redirect.to, { notice: redirect.notice }, true);
  }, [redirect, flowNavigate]);
  return redirect === null;
};
