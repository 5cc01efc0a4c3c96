import { useCallback } from 'react';
import { isApiError } from '@/api/api-error';
import { completeSignIn } from '@/lib/session';
import { signUpPaths, useFlowNavigate, useRedirectParam } from '../../sign-up/hooks/flow';
import { saveGoogleSignUp } from '../google-sign-up-store';

/**
 * "Continue with Google" on sign-in and sign-up: a known Google account is signed in; a new
 * one (GoogleAccountNotRegistered, which carries its e-mail) goes on to setup-account-google
 * with its ID token. Any other refusal goes to `onError` for the screen to show.
 */
export const useContinueWithGoogle = (onError: (error: unknown) => void) => {
  const flowNavigate = useFlowNavigate();
  const redirect = useRedirectParam();
  return useCallback(
    async (idToken: string) => {
      try {
        const { signinWithGoogle } = await import('../google-sign-in-request');
        const auth = await signinWithGoogle({ idToken });
        await completeSignIn(auth, redirect);
      } catch (error) {
        if (isApiError(error, 'GoogleAccountNotRegistered')) {
          saveGoogleSignUp({ idToken, email: error.email ?? '' });
          flowNavigate(signUpPaths.setupAccountGoogle);
          return;
        }
        onError(error);
      }
    },
    [redirect, flowNavigate, onError],
  );
};
