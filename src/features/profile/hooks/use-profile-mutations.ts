import { useQueryClient } from '@tanstack/react-query';
import {
  getCheckUsernameAvailabilityQueryKey,
  getGetMyProfileQueryKey,
  useUpdateMyProfile,
  useUploadMyAvatar,
} from '@/api/generated/endpoints/profile/profile';
import type { UserResponse } from '@/api/generated/model';
import { storeUser } from '@/lib/session';

// The profile's mutations, each updating exactly what it changes: the profile query (set from
// the answer, no refetch needed) and the session user the header shows.
const useStoreProfile = () => {
  const queryClient = useQueryClient();
  return (response: UserResponse) => {
    queryClient.setQueryData(getGetMyProfileQueryKey(), response);
    storeUser(response.user);
  };
};

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const store = useStoreProfile();
  return useUpdateMyProfile({
    mutation: {
      onSuccess: (response, { data }) => {
        store(response);
        // A new username frees the old one: cached availability answers are out of date.
        if (data.username !== undefined) void queryClient.invalidateQueries({ queryKey: getCheckUsernameAvailabilityQueryKey() });
      },
    },
  });
};

export const useUploadAvatar = () => {
  const store = useStoreProfile();
  return useUploadMyAvatar({ mutation: { onSuccess: store } });
};
