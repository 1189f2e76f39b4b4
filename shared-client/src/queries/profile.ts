import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { editProfile, fetchWebProfileInfo, type ProfileEdit } from 'shared-client';
import { isApiError, type Profile } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { seedFriendshipStatuses } from './friendships.js';

/** Keys of profiles, by username (lower case: usernames are case-insensitive). */
export const profileKeys = {
  all: ['profile'] as const,
  byUsername: (username: string) => ['profile', username.toLowerCase()] as const,
};

/**
 * A profile by username; `null` when there is none the viewer may see (unknown, or hidden by a
 * block the other way). The viewer's status with the user goes into the friendship cache.
 * `enabled: false` leaves it unasked (a look-up needed only sometimes).
 */
export function useProfileQuery(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  return useQuery({
    enabled,
    queryKey: profileKeys.byUsername(username),
    queryFn: async ({ signal }): Promise<Profile | null> => {
      try {
        const { data } = await fetchWebProfileInfo(username, signal);
        seedFriendshipStatuses(client, [data.user]);
        return data.user;
      } catch (error) {
        if (isApiError(error, 'not_found')) return null;
        throw error;
      }
    },
  });
}

/** Refetches (when shown) the cached profiles of a user, found by id. */
export function invalidateProfilesOf(client: QueryClient, userId: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: profileKeys.all,
    predicate: (query) => {
      const data = query.state.data as Profile | null | undefined;
      return data?.id === userId;
    },
  });
}

/** Edits the viewer's profile; the answer replaces the cached profile and is announced. */
export function useEditProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => editProfile(edit),
    onSuccess: ({ user }) => {
      client.setQueryData(profileKeys.byUsername(user.username), user);
      eventBus.emit('profile-edited', {
        userId: user.id,
        username: user.username,
        fullName: user.full_name,
        isPrivate: user.is_private,
      });
    },
  });
}
