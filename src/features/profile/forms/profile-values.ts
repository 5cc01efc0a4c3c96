import type { UpdateProfileRequest, User } from '@/api/generated/model';
import type { ProfileFormValues, ProfileValues } from './profile-schema';

// What the profile form starts from and what it sends, without Zod: the form draws these
// before its rules (./profile-schema.ts) have loaded.

/** What the form starts from. */
export const profileFormValues = (user: User): ProfileFormValues => ({
  username: user.username ?? '',
  nickname: user.nickname,
  fullName: user.fullName ?? '',
  birthDate: user.birthDate ?? '',
  gender: user.gender ?? '',
  location: user.location ?? '',
});

/**
 * Only the fields that differ from `current`: PATCH changes what it carries, so an untouched
 * field is never overwritten with a stale copy.
 */
export const changedFields = (values: ProfileValues, current: User): UpdateProfileRequest => {
  const update: UpdateProfileRequest = {};
  if (values.username !== null && values.username !== current.username) update.username = values.username;
  if (values.nickname !== current.nickname) update.nickname = values.nickname;
  if (values.fullName !== current.fullName) update.fullName = values.fullName;
  if (values.birthDate !== current.birthDate) update.birthDate = values.birthDate;
  if (values.gender !== '' && values.gender !== current.gender) update.gender = values.gender;
  if (values.location !== current.location) update.location = values.location;
  return update;
};
