import { z } from 'zod';
import { loginWithEmailBody, loginWithEmailBodyPasswordMax, signupWithGoogleBody } from '@/api/generated/zod/auth/auth.zod';
import { verifyVerificationCodeBody } from '@/api/generated/zod/verification/verification.zod';
import { requestPasswordResetBody } from '@/api/generated/zod/password-reset/password-reset.zod';
import {
  agreementRule,
  birthDateRule,
  emailRule,
  genderRule,
  newPasswordShape,
  nicknameRule,
  preferredGenderRule,
  withMatchingPasswords,
} from '@/lib/validation/account-rules';
import { validationMessage } from '@/lib/validation/form-message';

// The account forms' schemas, each built from the generated request schemas. Messages are
// translatable keys (src/lib/validation/form-message.ts).

/** Sign in: the password is only required here; its strength rule applies when it is set. */
export const signInSchema = loginWithEmailBody;
export type SignInValues = z.infer<typeof signInSchema>;

/** Sign-up, first step: e-mail, a new password typed twice, and the terms. */
export const signUpStartSchema = withMatchingPasswords(z.object({ email: emailRule, ...newPasswordShape, agreement: agreementRule }));
export type SignUpStartValues = z.input<typeof signUpStartSchema>;

/** Sign-up, second step: the six digits from the e-mail. */
export const verificationCodeSchema = verifyVerificationCodeBody.pick({ code: true });
export type VerificationCodeValues = z.infer<typeof verificationCodeSchema>;

/** Sign-up, last step (and Google's, which adds the agreement). */
export const setupAccountSchema = z.object({
  nickname: nicknameRule,
  gender: genderRule,
  preferredGender: preferredGenderRule,
  birthDate: birthDateRule,
});
export type SetupAccountValues = z.input<typeof setupAccountSchema>;

export const setupAccountGoogleSchema = signupWithGoogleBody
  .omit({ idToken: true })
  .extend({ agreement: agreementRule, birthDate: birthDateRule });
export type SetupAccountGoogleValues = z.input<typeof setupAccountGoogleSchema>;

/**
 * Password reset: the address to send the link to (an empty field says "required" rather than
 * "not a valid address"), then the new password twice.
 */
export const sendResetEmailSchema = requestPasswordResetBody.extend({
  email: z.string().min(1).pipe(requestPasswordResetBody.shape.email),
});
export type SendResetEmailValues = z.infer<typeof sendResetEmailSchema>;

export const resetPasswordSchema = withMatchingPasswords(z.object(newPasswordShape));
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/**
 * The sign-in form: the request schema, except that an empty password reads "required" (the
 * shared error map would call it too short, which is the new-password wording).
 */
export const signInFormSchema = signInSchema.extend({
  password: z.string().min(1, { message: validationMessage('required') }).max(loginWithEmailBodyPasswordMax),
});
export type SignInFormValues = z.infer<typeof signInFormSchema>;
