import { useState } from 'react';
import { SetupAccountGoogleForm } from '../google/components/setup-account-google-form';
import { readGoogleSignUp } from '../google/google-sign-up-store';

/** Shown only behind SignUpStepGate (the route table), which checks a Google ID token is kept. */
export default function SetupAccountGooglePage() {
  const [google] = useState(readGoogleSignUp);
  return google ? <SetupAccountGoogleForm google={google} /> : null;
}
