import { useEffect, useState, type ReactNode } from 'react';
import { useFlowNavigate } from '../sign-up/hooks/flow';
import { decideSignUpStep, type SignUpStep } from '../sign-up/hooks/sign-up-step';

// The route table puts this gate in front of each later sign-up step, so that a step which
// cannot show (a reload loses the password; a deep link has no draft) redirects before its
// page's code loads: the visitor then downloads only the start screen's.

/** True when `step` can show now; the route table preloads the step's page only then. */
export const canShowSignUpStep = (step: SignUpStep): boolean => decideSignUpStep(step) === null;

/** Decides once, when the step opens: shows the step, or redirects to where the flow goes on. */
export default function SignUpStepGate({ step, children }: { step: SignUpStep; children: ReactNode }) {
  const flowNavigate = useFlowNavigate();
  const [redirect] = useState(() => decideSignUpStep(step));
  useEffect(() => {
    if (redirect) flowNavigate(redirect.to, { notice: redirect.notice }, true);
  }, [redirect, flowNavigate]);
  return redirect ? null : children;
}
