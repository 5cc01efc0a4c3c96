import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The sign-up flow's addresses and the messages a step hands to the next one through the
// router's location state.
export const signUpPaths = {
  start: '/sign-up',
  verificationCode: '/sign-up/verification-code',
  setupAccount: '/sign-up/setup-account',
  setupAccountGoogle: '/sign-up/setup-account-google',
} as const;

export type SignUpNotice = 'startAgain' | 'reenterPassword' | 'googleStartAgain' | 'googleExpired';

export interface SignUpLocationState {
  /** A message about the flow for the screen to show. */
  notice?: SignUpNotice;
  /** A server refusal from a later step that belongs on this screen. */
  serverError?: 'EmailAlreadyRegistered' | 'EmailVerificationRequired';
}

export const useSignUpLocationState = (): SignUpLocationState => {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null ? (state as SignUpLocationState) : {};
};

/** The `?redirect=` target the user was going to, kept through the whole flow. */
export const useRedirectParam = (): string | null => new URLSearchParams(useLocation().search).get('redirect');

/** Navigates between the auth screens, keeping `?redirect=`. */
export const useFlowNavigate = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (pathname: string, state?: SignUpLocationState, replace = false) => {
      void navigate({ pathname, search }, { state, replace });
    },
    [navigate, search],
  );
};
