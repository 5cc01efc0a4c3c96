import { SendResetEmailScreen } from '../password-reset/send-reset-email-screen';

export default function SendResetPasswordEmailPage() {
  return <SendResetEmailScreen />;
}
