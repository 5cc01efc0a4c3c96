import { useSyncExternalStore } from 'react';
import type { VerificationCodeSentResponse } from '@/api/generated/model';
import type { SetupAccountValues } from '../../forms/auth-schemas';

// The e-mail sign-up's draft, shared by its three steps so that going back keeps what was
// typed. It lives in sessionStorage so a reload keeps the flow where it can — except the
// password, which is only ever held in memory (a reload loses it on purpose; see
// docs/decisions/sign-up-flow.md).
export interface SignUpDraft {
  email: string;
  agreement: boolean;
  /** The code sent for `email` (sendVerificationCode / resend). */
  verification: VerificationCodeSentResponse | null;
  /** The proof that `email` was verified, for signupWithEmail. */
  emailVerifyId: string | null;
  /** The last step's values as typed so far. */
  profile: Partial<SetupAccountValues>;
}

export interface SignUpPassword {
  password: string;
  confirmPassword: string;
}

export const signUpDraftKey = 'kizuna.signUpDraft';

const emptyDraft: SignUpDraft = { email: '', agreement: false, verification: null, emailVerifyId: null, profile: {} };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const read = (): SignUpDraft | null => {
  try {
    const raw = sessionStorage.getItem(signUpDraftKey);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.email !== 'string') return null;
    return {
      email: value.email,
      agreement: value.agreement === true,
      verification: isRecord(value.verification) ? (value.verification as unknown as VerificationCodeSentResponse) : null,
      emailVerifyId: typeof value.emailVerifyId === 'string' ? value.emailVerifyId : null,
      // Parsed by the form's schema on submit, so a tampered value only shows as an error.
      profile: isRecord(value.profile) ? (value.profile as Partial<SetupAccountValues>) : {},
    };
  } catch {
    return null;
  }
};

let draft: SignUpDraft | null = null;
let loaded = false;
let password: SignUpPassword | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** The draft, or null when no sign-up is under way in this tab. */
export const getSignUpDraft = (): SignUpDraft | null => {
  if (!loaded) {
    draft = read();
    loaded = true;
  }
  return draft;
};

export const updateSignUpDraft = (patch: Partial<SignUpDraft>): SignUpDraft => {
  draft = { ...(getSignUpDraft() ?? emptyDraft), ...patch };
  try {
    sessionStorage.setItem(signUpDraftKey, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the flow still works until a reload.
  }
  notify();
  return draft;
};

/** The password typed on the first step: in memory only, never in storage. */
export const getSignUpPassword = (): SignUpPassword | null => password;

export const setSignUpPassword = (next: SignUpPassword | null): void => {
  password = next;
};

/** Forgets the whole sign-up (after it succeeds). */
export const clearSignUpDraft = (): void => {
  draft = null;
  loaded = true;
  password = null;
  try {
    sessionStorage.removeItem(signUpDraftKey);
  } catch {
    // Nothing to forget.
  }
  notify();
};

/** Tests: forget what the module holds, as a page reload would (storage is kept). */
export const reloadSignUpDraftForTests = (): void => {
  draft = null;
  loaded = false;
  password = null;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSignUpDraft = (): SignUpDraft | null => useSyncExternalStore(subscribe, getSignUpDraft, getSignUpDraft);

/** True while the code of `verification` can still be entered. */
export const isVerificationLive = (verification: VerificationCodeSentResponse | null, email: string): boolean =>
  Boolean(verification && verification.email === email.toLowerCase() && new Date(verification.expiresAt).getTime() > Date.now());
