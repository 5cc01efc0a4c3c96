// What a sign-in sends, and how its refusal shows. The form loads it with its rules
// (sign-in-form.tsx): a submit waits for those anyway, and only a request can be refused, so
// the call, TanStack's mutation observer (a plain call needs none), the server-error mapping
// and the alert stay off the first screen.
export { loginWithEmail } from '@/api/generated/endpoints/auth/auth';
export { applyServerError } from '@/lib/validation/apply-server-error';
export { SignInFailure } from './components/sign-in-failure';
