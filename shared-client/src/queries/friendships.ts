import {
  skipToken,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { createFriendship, destroyFriendship } from 'shared-client';
import {
  errorDescription,
  optimisticFollowStatus,
  statusAfterFollowAnswer,
  type FriendshipStatus,
} from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';

/**
 * The viewer's relationship with each user, one small cache entry per user. Every answer that
 * carries a status writes it here (a profile, a list of followers...), every relationship change
 * goes through it, and every follow button reads it: a follow made on a profile is right in the
 * feed at once. Entries never expire (they are tiny, and a dropped one would show stale flags).
 */
export const friendshipKeys = {
  all: ['friendship'] as const,
  status: (userId: string) => ['friendship', userId] as const,
  /** Key of every relationship mutation about a user: the "updating" flag is its pending state. */
  mutation: (userId: string) => ['friendship', 'change', userId] as const,
};

/** Whether a relationship change about a user is under way (docs/behaviour/relationships.md#the-updating-flag). */
export function isFriendshipUpdating(client: QueryClient, userId: string): boolean {
  return client.isMutating({ mutationKey: friendshipKeys.mutation(userId) }) > 0;
}

/** The cached status of a user, if known. */
export function getFriendshipStatus(client: QueryClient, userId: string): FriendshipStatus | undefined {
  return client.getQueryData<FriendshipStatus>(friendshipKeys.status(userId));
}

/** Records a status (a change, or an answer that carries one). */
export function setFriendshipStatus(client: QueryClient, userId: string, status: FriendshipStatus): void {
  client.setQueryData(friendshipKeys.status(userId), status);
}

/**
 * Records what a fetched answer says of users' relationships, unless a change is under way for one
 * of them (the answer may predate it).
 */
export function seedFriendshipStatuses(
  client: QueryClient,
  users: Iterable<{ pk: string; friendship_status?: FriendshipStatus | null }>,
): void {
  for (const user of users) {
    if (user.friendship_status && !isFriendshipUpdating(client, user.pk)) {
      setFriendshipStatus(client, user.pk, user.friendship_status);
    }
  }
}

/** Records a status and tells the other remotes (the bus event updates the feeds and profiles). */
export function announceFriendshipStatus(client: QueryClient, userId: string, status: FriendshipStatus): void {
  setFriendshipStatus(client, userId, status);
  eventBus.emit('friendship-changed', { userId, friendshipStatus: status });
}

/**
 * The viewer's relationship with a user: the cached status, else `known` (what the answer showing
 * this user said), else null; and whether a change is under way.
 */
export function useFriendshipStatus(
  userId: string,
  known?: FriendshipStatus | null,
): { status: FriendshipStatus | null; updating: boolean } {
  const { data } = useQuery({
    queryKey: friendshipKeys.status(userId),
    queryFn: skipToken,
    initialData: known ?? undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const updating = useIsMutating({ mutationKey: friendshipKeys.mutation(userId) }) > 0;
  return { status: data ?? known ?? null, updating };
}

/** The user a follow button is about: its id and, when known, whether the account is private. */
export interface FollowTarget {
  pk: string;
  is_private?: boolean;
}

/**
 * Follow and unfollow (docs/behaviour/relationships.md#follow), optimistic: the button changes at
 * once (a private account shows "Requested") and is marked updating until the server answers; the
 * answer's status is then announced. A failed follow rolls back and rejects with the error's
 * description; a failed unfollow rolls back and resolves false, nothing more
 * (docs/behaviour/relationships.md#unfollow).
 */
export function useFollowActions(
  target: FollowTarget,
  containerModule: string,
  known?: FriendshipStatus | null,
): { follow: () => Promise<void>; unfollow: () => Promise<boolean>; updating: boolean } {
  const client = useQueryClient();
  const userId = target.pk;
  const mutation = useMutation({
    mutationKey: friendshipKeys.mutation(userId),
    mutationFn: ({ follow }: { follow: boolean }) =>
      (follow ? createFriendship : destroyFriendship)(userId, { containerModule }),
    onMutate: ({ follow }) => {
      const before = getFriendshipStatus(client, userId) ?? known ?? null;
      setFriendshipStatus(
        client,
        userId,
        optimisticFollowStatus(before, { follow, isPrivate: target.is_private ?? false }),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) setFriendshipStatus(client, userId, context.before);
      else client.removeQueries({ queryKey: friendshipKeys.status(userId), exact: true });
    },
    onSuccess: (answer, _input, context) => {
      announceFriendshipStatus(client, userId, statusAfterFollowAnswer(context?.before, answer.friendship_status));
    },
  });

  return {
    follow: async () => {
      if (isFriendshipUpdating(client, userId)) return;
      try {
        await mutation.mutateAsync({ follow: true });
      } catch (error) {
        throw new Error(errorDescription(error), { cause: error });
      }
    },
    unfollow: async () => {
      if (isFriendshipUpdating(client, userId)) return false;
      return mutation.mutateAsync({ follow: false }).then(
        () => true,
        () => false,
      );
    },
    updating: mutation.isPending,
  };
}
