import { signupWithEmailBodyNicknameMax, signupWithEmailBodyPasswordMax, signupWithEmailBodyPasswordMin } from '@/api/generated/limits/auth';
import {
  checkUsernameAvailabilityQueryUsernameMax,
  checkUsernameAvailabilityQueryUsernameMin,
  checkUsernameAvailabilityQueryUsernameRegExp,
} from '@/api/generated/limits/profile';

/** The age a birth date must give (a product rule: docs/decisions/account-forms.md). */
export const minimumAge = 18;

/**
 * The limits the account forms' help texts name, read from the contract's generated constants
 * without Zod: the forms draw them before their rules (./account-rules.ts) have loaded.
 * account-rules.test.ts checks that they are the rules' own.
 */
export const accountLimits = {
  password: { min: signupWithEmailBodyPasswordMin, max: signupWithEmailBodyPasswordMax },
  username: { min: checkUsernameAvailabilityQueryUsernameMin, max: checkUsernameAvailabilityQueryUsernameMax },
  nickname: { min: 0, max: signupWithEmailBodyNicknameMax },
  age: { min: minimumAge },
};

/**
 * The contract's username rule (length and characters), for a check made as the user types
 * (the availability lookup asks the server only about a name that could be taken). The same
 * test as account-rules.ts's `usernameRule`, without Zod; account-rules.test.ts compares them.
 */
export const satisfiesUsernameRule = (name: string): boolean =>
  name.length >= checkUsernameAvailabilityQueryUsernameMin &&
  name.length <= checkUsernameAvailabilityQueryUsernameMax &&
  checkUsernameAvailabilityQueryUsernameRegExp.test(name);
