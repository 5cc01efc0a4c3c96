import { http } from 'msw';
import type { UserResponse, UsernameAvailability } from '@/api/generated/model';
import { checkUsernameAvailabilityQueryParams, updateMyProfileBody } from '@/api/generated/zod/profile/profile.zod';
import { fail } from '../../http/errors';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody, queryOf, validate } from '../../http/validate';
import { toUser } from '../auth/users';
import { avatarUrlFromUpload } from './avatar';
import { updateProfile, usernameAvailability } from './rules';

const readForm = async (request: Request): Promise<FormData> => {
  try {
    return await request.formData();
  } catch {
    throw fail.validation([{ path: 'file', message: 'Send the picture as multipart/form-data.' }]);
  }
};

export const profileHandlers = [
  http.get(
    apiPath('/users/me'),
    route(({ request }) => json<UserResponse>({ user: toUser(requireUser(request)) })),
  ),

  http.patch(
    apiPath('/users/me'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const update = await parseBody(request, updateMyProfileBody);
      return json<UserResponse>({ user: toUser(updateProfile(user, update)) });
    }),
  ),

  http.post(
    apiPath('/users/me/avatar'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const form = await readForm(request);
      user.avatarUrl = await avatarUrlFromUpload(form.get('file'), user);
      return json<UserResponse>({ user: toUser(user) });
    }),
  ),

  http.get(
    apiPath('/users/username-availability'),
    route(({ request }) => {
      const user = requireUser(request);
      const { username } = validate(checkUsernameAvailabilityQueryParams, queryOf(request));
      return json<UsernameAvailability>(usernameAvailability(username, user));
    }),
  ),
];
