import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLikers } from 'shared-client';
import { followListUsers } from './follow-lists.js';
import { seedFriendshipStatuses } from './friendships.js';

/** Keys of the likers lists, one per post. */
export const likersKeys = {
  all: ['likers'] as const,
  list: (mediaId: string) => ['likers', mediaId] as const,
};

/**
 * The people who liked a post, paged by max_id like the follow lists
 * (docs/behaviour/feed.md#the-likers-list): each page's relationships go into the friendship
 * cache so the rows' follow buttons agree with every other view, and the list is read again each
 * time it opens (likes come and go), showing the cached rows meanwhile.
 */
export function useLikersQuery(mediaId: string) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: likersKeys.list(mediaId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchLikers(mediaId, { maxId: pageParam, signal });
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
