import type { UpdateProfileRequest, UsernameAvailability } from '@/api/generated/model';
import { getDb } from '../../db/store';
import type { UserRow } from '../../db/schema';
import { MockApiError } from '../../http/errors';

// The signed-in user's own profile: usernames are unique without regard to case, and an
// update changes only the fields it carries.
const maxUsernameLength = 20;

const takenByOther = (username: string, userId: string): boolean => {
  const wanted = username.toLowerCase();
  return getDb().users.some((u) => u.id !== userId && u.username?.toLowerCase() === wanted);
};

/** A free name close to the wanted one: name_2, name_3, … cut to fit the length limit. */
const suggestionFor = (username: string, userId: string): string | null => {
  for (let n = 2; n < 1000; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${username.slice(0, maxUsernameLength - suffix.length)}${suffix}`;
    if (!takenByOther(candidate, userId)) return candidate;
  }
  return null;
};

export const usernameAvailability = (username: string, user: UserRow): UsernameAvailability => {
  const available = !takenByOther(username, user.id);
  return { username, available, suggestion: available ? null : suggestionFor(username, user.id) };
};

/** Applies a validated update; fields left out stay as they are, null clears a nullable one. */
export const updateProfile = (user: UserRow, update: UpdateProfileRequest): UserRow => {
  if (update.username !== undefined && takenByOther(update.username, user.id)) {
    throw new MockApiError(409, 'UsernameTaken', 'This username is already taken.');
  }
  if (update.username !== undefined) user.username = update.username;
  if (update.nickname !== undefined) user.nickname = update.nickname.trim();
  if (update.fullName !== undefined) user.fullName = update.fullName;
  if (update.birthDate !== undefined) user.birthDate = update.birthDate;
  if (update.gender !== undefined) user.gender = update.gender;
  if (update.preferredGender !== undefined) user.preferredGender = update.preferredGender;
  if (update.location !== undefined) user.location = update.location;
  if (update.address !== undefined) user.address = update.address;
  if (update.locale !== undefined) user.locale = update.locale;
  return user;
};
