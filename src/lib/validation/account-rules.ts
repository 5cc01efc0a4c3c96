import { z } from 'zod';
import { signupWithEmailBody } from '@/api/generated/zod/auth/auth.zod';
import { checkUsernameAvailabilityQueryParams } from '@/api/generated/zod/profile/profile.zod';
import { validationMessage } from './form-message';
import { minimumAge } from './account-limits';

// The account rules of spec section 5, taken from the generated Zod schemas (the contract is
// the single source of truth) and refined only where the generated code cannot say the rule:
// the agreement must be `true` (orval drops `const`), and a birth date must be a real past
// date of someone at least 18 (a product rule; see docs/decisions/account-forms.md).
export const emailRule = signupWithEmailBody.shape.email;
export const passwordRule = signupWithEmailBody.shape.password;
export const nicknameRule = signupWithEmailBody.shape.nickname;
export const genderRule = signupWithEmailBody.shape.gender;
export const preferredGenderRule = signupWithEmailBody.shape.preferredGender;
export const usernameRule = checkUsernameAvailabilityQueryParams.shape.username;

export const agreementRule = signupWithEmailBody.shape.agreement.refine((accepted) => accepted, {
  message: validationMessage('agreement'),
});

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export const ageOn = (birthDate: string, today: Date): number => {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
};

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const birthDateRule = signupWithEmailBody.shape.birthDate
  .refine(isRealDate, { message: validationMessage('birthDate') })
  .refine((value) => !isRealDate(value) || new Date(`${value}T00:00:00Z`).getUTCFullYear() >= 1900, {
    message: validationMessage('birthDate'),
  })
  .refine((value) => !isRealDate(value) || ageOn(value, new Date()) >= minimumAge, {
    message: validationMessage('birthDateAge', { min: minimumAge }),
  });

/** A new password typed twice: the rule applies to the first, the second must match it. */
export const newPasswordShape = { password: passwordRule, confirmPassword: z.string() };

export const withMatchingPasswords = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S) =>
  schema.refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessage('passwordsMatch'),
  });
