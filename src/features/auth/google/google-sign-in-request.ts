// The call "Continue with Google" makes, loaded when Google hands over a credential
// (use-continue-with-google.ts): the account chooser takes seconds, a chunk a moment.
export { signinWithGoogle } from '@/api/generated/endpoints/auth/auth';
