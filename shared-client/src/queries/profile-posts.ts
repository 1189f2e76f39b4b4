import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { fetchUserClips, fetchUserFeed, fetchUserTags } from 'shared-client';
import { PROFILE_PRELOADED_POSTS, type Media, type UserFeedPage } from 'shared-contracts';
import { MEDIA_ROOT } from './media-cache.js';
import { processingRefetchInterval } from './media-processing.js';

/** The tabs of a profile that list posts. */
export type ProfilePostsTab = 'posts' | 'reels' | 'tagged';

/**
 * Keys of a profile's grids, under the media root: likes and saves reach these copies, and a post
 * opened from a grid shows at once from them.
 */
export const profilePostsKeys = {
  user: (userId: string) => [MEDIA_ROOT, 'user', userId] as const,
  tab: (userId: string, tab: ProfilePostsTab) => [MEDIA_ROOT, 'user', userId, tab] as const,
};

/** The cached pages of a grid (the first page param is null). */
export type ProfilePostsPages = InfiniteData<UserFeedPage, string | null>;

const FETCHERS: Record<ProfilePostsTab, typeof fetchUserFeed> = {
  posts: fetchUserFeed,
  reels: fetchUserClips,
  tagged: fetchUserTags,
};

/**
 * The cursor of the page after `last`, or undefined at the end. A page that claims more without a
 * cursor, or gives back the cursor it was asked with, ends the grid rather than being asked for
 * forever.
 */
export function nextProfilePostsCursor(last: UserFeedPage, previousCursor: string | null): string | undefined {
  const cursor = last.next_max_id;
  if (!last.more_available || !cursor || cursor === previousCursor) return undefined;
  return cursor;
}

/**
 * The posts of the pages in order, each once: a post published between two requests shifts the
 * server's window, so a page can repeat the end of the one before.
 */
export function profilePostsItems(pages: readonly UserFeedPage[]): Media[] {
  const seen = new Set<string>();
  const items: Media[] = [];
  for (const page of pages) {
    for (const media of page.items) {
      if (seen.has(media.pk)) continue;
      seen.add(media.pk);
      items.push(media);
    }
  }
  return items;
}

/**
 * A profile's grid for one tab (posts, reels, tagged), 12 posts a page (`fetchNextPage`). Leave it
 * disabled when the viewer may not see the content: nothing is asked then. A refusal (403
 * forbidden: the account is private to the viewer) is the query's error.
 */
export function useProfilePostsQuery(userId: string, tab: ProfilePostsTab, { enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: profilePostsKeys.tab(userId, tab),
    queryFn: ({ pageParam, signal }) =>
      FETCHERS[tab](userId, { count: PROFILE_PRELOADED_POSTS, maxId: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, lastParam) => nextProfilePostsCursor(last, lastParam),
    select: (data) => profilePostsItems(data.pages),
    // The author's own video still processing: asked again, less and less often, until ready.
    refetchInterval: (query) => processingRefetchInterval(query.state.data?.pages.flatMap((page) => page.items)),
    enabled,
  });
}

/** Marks a user's grids stale (they posted): shown ones refetch, the others on their next visit. */
export function invalidateProfilePosts(client: QueryClient, userId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: profilePostsKeys.user(userId) });
}
