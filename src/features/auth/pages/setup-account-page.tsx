import { SetupAccountForm } from '../sign-up/components/setup-account-form';
import { useSignUpStep } from '../sign-up/hooks/use-sign-up-step';

export default function SetupAccountPage() {
  const allowed = useSignUpStep('setup-account');
  return allowed ? <SetupAccountForm /> : null;
}
