// The Google ID token of a new Google user, between "Continue with Google" and the
// setup-account-google step. sessionStorage (this tab only, gone when it closes) so that a
// reload of the step keeps the flow; cleared as soon as the sign-up succeeds. The token is
// short-lived (Google's expire within an hour) and only proves who the Google user is.
export interface GoogleSignUp {
  idToken: string;
  email: string;
}

export const googleSignUpKey = 'kizuna.googleSignUp';

export const saveGoogleSignUp = (value: GoogleSignUp): void => {
  try {
    sessionStorage.setItem(googleSignUpKey, JSON.stringify(value));
  } catch {
    // Storage blocked: the step will ask to continue with Google again.
  }
};

export const readGoogleSignUp = (): GoogleSignUp | null => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(googleSignUpKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { idToken, email } = value as Record<string, unknown>;
    return typeof idToken === 'string' && idToken && typeof email === 'string' ? { idToken, email } : null;
  } catch {
    return null;
  }
};

export const clearGoogleSignUp = (): void => {
  try {
    sessionStorage.removeItem(googleSignUpKey);
  } catch {
    // Nothing to clear.
  }
};
