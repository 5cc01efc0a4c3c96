import { Link, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useSignupWithEmail } from '@/api/generated/endpoints/auth/auth';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { completeSignIn } from '@/lib/session';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { rememberedReferralCode } from '@/lib/referral-code';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import type { SetupAccountValues } from '../../forms/auth-schemas';
import { AuthHeading } from '../../sign-in/components/auth-heading';
import { FormAlert } from '@/components/ui/form-alert';
import { signUpPaths, useFlowNavigate, useRedirectParam } from '../hooks/flow';
import { clearSignUpDraft, getSignUpDraft, getSignUpPassword, updateSignUpDraft } from '../hooks/sign-up-draft';
import { ProfileFields } from './profile-fields';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/auth-schemas').then((module) => module.setupAccountSchema);

const profileFields = ['nickname', 'gender', 'preferredGender', 'birthDate'] as const;

/**
 * Sign-up, last step: nickname, gender, interest, date of birth → signupWithEmail → signed in.
 * What is typed is kept in the draft as it is typed. A refusal that belongs to an earlier
 * step sends the user back there with the message.
 */
export const SetupAccountForm = () => {
  const { LL } = useI18nContext();
  const { search } = useLocation();
  const redirect = useRedirectParam();
  const flowNavigate = useFlowNavigate();
  const signup = useSignupWithEmail();
  const [failure, setFailure] = useState<unknown>(null);
  const [initialProfile] = useState(() => getSignUpDraft()?.profile ?? {});
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, {
    defaultValues: {
      nickname: initialProfile.nickname ?? '',
      gender: initialProfile.gender ?? ('' as SetupAccountValues['gender']),
      preferredGender: initialProfile.preferredGender ?? ('' as SetupAccountValues['preferredGender']),
      birthDate: initialProfile.birthDate ?? '',
    },
  });

  useEffect(() => {
    const subscription = watch((values) => {
      if (getSignUpDraft()) updateSignUpDraft({ profile: values as Partial<SetupAccountValues> });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async (values) => {
    const draft = getSignUpDraft();
    const password = getSignUpPassword();
    if (!draft?.emailVerifyId || !draft.agreement || !password) {
      flowNavigate(signUpPaths.start, { notice: password ? 'startAgain' : 'reenterPassword' });
      return;
    }
    setFailure(null);
    try {
      const auth = await signup.mutateAsync({
        data: { email: draft.email, password: password.password, agreement: true, emailVerifyId: draft.emailVerifyId, ...values, referralCode: rememberedReferralCode() },
      });
      clearSignUpDraft();
      await completeSignIn(auth, redirect);
    } catch (error) {
      if (isApiError(error, 'EmailAlreadyRegistered')) {
        updateSignUpDraft({ verification: null, emailVerifyId: null });
        flowNavigate(signUpPaths.start, { serverError: 'EmailAlreadyRegistered' });
        return;
      }
      if (isApiError(error, 'EmailVerificationRequired')) {
        updateSignUpDraft({ emailVerifyId: null });
        flowNavigate(signUpPaths.verificationCode, { serverError: 'EmailVerificationRequired' });
        return;
      }
      if (applyServerError(error, setError, {}, profileFields)) return;
      setFailure(error);
    }
  });

  return (
    <>
      <AuthHeading title={LL.auth.titles.signUpSetupAccount()} intro={LL.auth.setupAccount.intro()} focusOnMount />
      <Stack gap="4">
        {failure ? <FormAlert>{errorMessage(LL, failure)}</FormAlert> : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <ProfileFields register={register} errors={errors} />
            <Button type="submit" w="full" loading={isSubmitting}>
              {LL.auth.setupAccount.submit()}
            </Button>
          </Stack>
        </form>
        <Link asChild alignSelf="center" fontSize="sm" colorPalette="primary" color="colorPalette.fg">
          <RouterLink to={{ pathname: signUpPaths.start, search }} state={{}}>
            {LL.auth.signUp.back()}
          </RouterLink>
        </Link>
      </Stack>
    </>
  );
};
