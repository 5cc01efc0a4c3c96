import { VerificationCodeForm } from '../sign-up/components/verification-code-form';
import { useSignUpStep } from '../sign-up/hooks/use-sign-up-step';

export default function VerificationCodePage() {
  const allowed = useSignUpStep('verification-code');
  return allowed ? <VerificationCodeForm /> : null;
}
