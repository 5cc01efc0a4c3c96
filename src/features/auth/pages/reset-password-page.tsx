import { ResetPasswordScreen } from '../password-reset/reset-password-screen';

export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
