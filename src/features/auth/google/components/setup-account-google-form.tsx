import { Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useSignupWithGoogle } from '@/api/generated/endpoints/auth/auth';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { completeSignIn } from '@/lib/session';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { rememberedReferralCode } from '@/lib/referral-code';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import type { SetupAccountGoogleValues } from '../../forms/auth-schemas';
import { AuthHeading } from '../../sign-in/components/auth-heading';
import { FormAlert } from '@/components/ui/form-alert';
import { AgreementField } from '../../sign-up/components/agreement-field';
import { ProfileFields } from '../../sign-up/components/profile-fields';
import { signUpPaths, useFlowNavigate, useRedirectParam } from '../../sign-up/hooks/flow';
import { clearGoogleSignUp, type GoogleSignUp } from '../google-sign-up-store';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/auth-schemas').then((module) => module.setupAccountGoogleSchema);

const knownFields = ['agreement', 'nickname', 'gender', 'preferredGender', 'birthDate'] as const;

/**
 * A new Google user's sign-up: the terms and the profile → signupWithGoogle with the ID token
 * from "Continue with Google" → signed in. Without a token (a deep link, another tab) or with
 * an expired one, back to the sign-up start to continue with Google again.
 */
export const SetupAccountGoogleForm = ({ google }: { google: GoogleSignUp }) => {
  const { LL } = useI18nContext();
  const { search } = useLocation();
  const redirect = useRedirectParam();
  const flowNavigate = useFlowNavigate();
  const signup = useSignupWithGoogle();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, {
    defaultValues: {
      agreement: false,
      nickname: '',
      gender: '' as SetupAccountGoogleValues['gender'],
      preferredGender: '' as SetupAccountGoogleValues['preferredGender'],
      birthDate: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The schema only lets a ticked agreement through.
      const auth = await signup.mutateAsync({ data: { idToken: google.idToken, ...values, agreement: true, referralCode: rememberedReferralCode() } });
      clearGoogleSignUp();
      await completeSignIn(auth, redirect);
    } catch (error) {
      if (isApiError(error, 'InvalidGoogleToken') || isApiError(error, 'Unauthorized')) {
        clearGoogleSignUp();
        flowNavigate(signUpPaths.start, { notice: 'googleExpired' });
        return;
      }
      if (applyServerError(error, setError, {}, knownFields)) return;
      setFailure(error);
    }
  });

  return (
    <>
      <AuthHeading
        title={LL.auth.titles.signUpSetupAccountGoogle()}
        intro={LL.auth.setupAccount.googleIntro({ email: google.email })}
        focusOnMount
      />
      <Stack gap="4">
        {failure ? (
          <FormAlert
            action={
              isApiError(failure, 'EmailAlreadyRegistered') ? (
                <Link asChild fontSize="sm" colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
                  <RouterLink to={{ pathname: '/sign-in', search }}>{LL.auth.signUp.signInLink()}</RouterLink>
                </Link>
              ) : undefined
            }
          >
            {errorMessage(LL, failure)}
          </FormAlert>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <ProfileFields register={register} errors={errors} />
            <AgreementField control={control} name="agreement" error={errors.agreement} />
            <Button type="submit" w="full" loading={isSubmitting}>
              {LL.auth.setupAccount.submit()}
            </Button>
          </Stack>
        </form>
      </Stack>
    </>
  );
};
