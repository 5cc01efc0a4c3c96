import { VerificationCodeForm } from '../sign-up/components/verification-code-form';

/** Shown only behind SignUpStepGate (the route table), which checks the flow got this far. */
export default function VerificationCodePage() {
  return <VerificationCodeForm />;
}
