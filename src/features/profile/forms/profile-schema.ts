import { z } from 'zod';
import type { User } from '@/api/generated/model';
import { updateMyProfileBody } from '@/api/generated/zod/profile/profile.zod';
import { birthDateRule, genderRule } from '@/lib/validation/account-rules';

// The profile form's schema, built from the generated rules. Inputs are strings (what the
// controls hold); an empty optional field means "not set" (null). Messages are translatable
// keys (src/lib/validation/form-message.ts).

/** An empty (or, for free text, blank) string becomes null; anything else must pass `rule`. */
const blankAsNull = <R extends z.ZodType<unknown, string>>(rule: R, { trim = false } = {}) =>
  z
    .string()
    .transform((value) => {
      const text = trim ? value.trim() : value;
      return text === '' ? null : text;
    })
    .pipe(rule.nullable());

// This call's own request rules (the contract's Username and Nickname, the same ones the
// property tests check through account-rules.ts, but typed for string input); `fullName` and
// `location` are nullish strings, their string rule inside.
const usernameRule = updateMyProfileBody.shape.username.unwrap();
const nicknameRule = updateMyProfileBody.shape.nickname.unwrap();
const fullNameRule = updateMyProfileBody.shape.fullName.unwrap().unwrap();
const locationRule = updateMyProfileBody.shape.location.unwrap().unwrap();

/**
 * The profile form for a user as they are now. The contract cannot clear a username, so once
 * a user has one it is required; a user who never chose one may leave it empty.
 */
export const createProfileSchema = (current: Pick<User, 'username'>) =>
  z.object({
    username: current.username ? usernameRule : blankAsNull(usernameRule),
    nickname: nicknameRule,
    fullName: blankAsNull(fullNameRule, { trim: true }),
    birthDate: blankAsNull(birthDateRule),
    gender: genderRule.or(z.literal('')),
    location: blankAsNull(locationRule, { trim: true }),
  });

export type ProfileSchema = ReturnType<typeof createProfileSchema>;
export type ProfileFormValues = z.input<ProfileSchema>;
export type ProfileValues = z.output<ProfileSchema>;
