import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  fetchFollowers,
  fetchFollowing,
  fetchFollowRequests,
  type FollowListPage,
  type FollowListUser,
} from 'shared-client';
import { seedFriendshipStatuses } from './friendships.js';

/** Which list: a user's followers, the accounts a user follows, or the viewer's follow requests. */
export type FollowListKind = 'followers' | 'following' | 'requests';

/** Keys of the follow lists; the requests list is the viewer's own, whatever profile shows it. */
export const followListKeys = {
  all: ['follow-list'] as const,
  kind: (kind: FollowListKind) => ['follow-list', kind] as const,
  list: (kind: FollowListKind, userId: string) =>
    kind === 'requests' ? (['follow-list', 'requests'] as const) : (['follow-list', kind, userId] as const),
};

/** The cached pages of a follow list (the first page param is null). */
export type FollowListPages = InfiniteData<FollowListPage, string | null>;

function fetchPage(kind: FollowListKind, userId: string, maxId: string | null, signal: AbortSignal) {
  if (kind === 'requests') return fetchFollowRequests({ maxId, signal });
  return (kind === 'followers' ? fetchFollowers : fetchFollowing)(userId, { maxId, signal });
}

/** The users of the pages in order, each once (a follow between two requests shifts the window). */
export function followListUsers(pages: readonly FollowListPage[]): FollowListUser[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.users.filter((user) => {
      if (seen.has(user.pk)) return false;
      seen.add(user.pk);
      return true;
    }),
  );
}

/**
 * Followers or following of a user, or the viewer's follow requests (`userId` is then ignored),
 * paged by max_id (`fetchNextPage`). Every page's relationships go into the friendship cache, so
 * the rows' follow buttons agree with every other view of those users. Lists change under the
 * viewer (a removed follower, an answered request): they are read again each time they open,
 * showing the cached rows meanwhile.
 */
export function useFollowListQuery(kind: FollowListKind, userId: string) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: followListKeys.list(kind, userId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPage(kind, userId, pageParam, signal);
      seedFriendshipStatuses(client, page.users);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, lastParam) =>
      last.more_available && last.next_max_id && last.next_max_id !== lastParam ? last.next_max_id : undefined,
    select: (data) => followListUsers(data.pages),
    staleTime: 0,
  });
}

/** Takes a user out of the cached follow requests (their request was answered). */
export function removeFromFollowRequests(client: QueryClient, userId: string): void {
  client.setQueryData<FollowListPages>(followListKeys.list('requests', ''), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((u) => u.pk !== userId) })) }
      : data,
  );
}
