import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { BlockedAccountsPage, FlaggedList } from './settings-calls.js';
import {
  fetchBlockedAccounts,
  fetchFlaggedAccounts,
  fetchPresenceDisabled,
  setPresenceDisabled,
} from './settings-calls.js';
import { seedFriendshipStatuses } from 'shared-client/queries';

// The settings pages' own lists and switches (docs/behaviour/settings.md). Changes to one account
// (unblock, close friends, favourites) go through the relationship mutations of relationships.ts;
// these helpers keep the lists in step with them.

/** Keys of the viewer's settings: the blocked list, the close friends and Favorites lists, presence. */
export const settingsKeys = {
  blocked: ['settings', 'blocked'] as const,
  flagged: (list: FlaggedList) => ['settings', 'flagged', list] as const,
  presence: ['settings', 'presence'] as const,
};

/** The accounts the viewer blocks, paged by max_id (`fetchNextPage`); read again each time it opens. */
export function useBlockedAccountsQuery() {
  return useInfiniteQuery({
    queryKey: settingsKeys.blocked,
    queryFn: ({ pageParam, signal }) => fetchBlockedAccounts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, lastParam) =>
      last.more_available && last.next_max_id && last.next_max_id !== lastParam ? last.next_max_id : undefined,
    refetchOnMount: 'always',
  });
}

/** Takes an unblocked account out of the cached blocked list. */
export function removeFromBlockedList(client: QueryClient, userId: string): void {
  client.setQueryData<InfiniteData<BlockedAccountsPage, string | null>>(settingsKeys.blocked, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((u) => u.pk !== userId) })) }
      : data,
  );
}

/**
 * The viewer's close friends or Favorites; each row's relationship goes into the friendship cache
 * so its button agrees with every other view of that account. Read again each time it opens.
 */
export function useFlaggedAccountsQuery(list: FlaggedList) {
  const client = useQueryClient();
  return useQuery({
    queryKey: settingsKeys.flagged(list),
    queryFn: async ({ signal }) => {
      const answer = await fetchFlaggedAccounts(list, signal);
      seedFriendshipStatuses(client, answer.users);
      return answer;
    },
    refetchOnMount: 'always',
  });
}

/** Whether the viewer's activity status is off (docs/behaviour/settings.md#activity-status). */
export function usePresenceDisabledQuery() {
  return useQuery({ queryKey: settingsKeys.presence, queryFn: ({ signal }) => fetchPresenceDisabled(signal) });
}

/** Turns the viewer's activity status off or on; the answer replaces the cached setting. */
export function useSetPresenceDisabledMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => setPresenceDisabled(disabled),
    onSuccess: (setting) => client.setQueryData(settingsKeys.presence, setting),
  });
}
