import { SetupAccountForm } from '../sign-up/components/setup-account-form';

/** Shown only behind SignUpStepGate (the route table), which checks the flow got this far. */
export default function SetupAccountPage() {
  return <SetupAccountForm />;
}
