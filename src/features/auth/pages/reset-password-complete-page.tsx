import { ResetPasswordCompleteScreen } from '../password-reset/reset-password-screen';

export default function ResetPasswordCompletePage() {
  return <ResetPasswordCompleteScreen />;
}
