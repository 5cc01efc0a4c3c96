import { SignUpStartForm } from '../sign-up/components/sign-up-start-form';

export default function SignUpPage() {
  return <SignUpStartForm />;
}
