import { SignInForm } from '../sign-in/components/sign-in-form';

export default function SignInPage() {
  return <SignInForm />;
}
