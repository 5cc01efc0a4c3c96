import { SetupAccountGoogleStep } from '../google/components/setup-account-google-form';

export default function SetupAccountGooglePage() {
  return <SetupAccountGoogleStep />;
}
