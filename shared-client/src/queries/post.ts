import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPostChain, fetchPostPage, fetchUserFeed } from 'shared-client';
import { isApiError, MORE_POSTS_FROM_USER, TRENDING_CHAIN_SIZE, type Media } from 'shared-contracts';
import { findCachedMedia, MEDIA_ROOT } from './media-cache.js';
import { fetchMediaInfo, lacksItsVideo, processingRefetchInterval } from './media-processing.js';

/** Keys of a post and of the posts shown under it. */
export const postKeys = {
  page: (shortcode: string) => [MEDIA_ROOT, 'post', shortcode] as const,
  chain: (shortcode: string, language: string) => [MEDIA_ROOT, 'post-chain', shortcode, language] as const,
  moreFromUser: (userId: string) => [MEDIA_ROOT, 'more-from-user', userId] as const,
};

/**
 * A post by its shortcode; `null` when there is none the viewer may see (unknown and hidden posts
 * look the same). A post already fetched elsewhere (the feed, a profile grid) shows at once from
 * the cache and is refreshed in the background when its copy is older than the freshness window.
 */
export function usePostQuery(shortcode: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: postKeys.page(shortcode),
    queryFn: async ({ signal }): Promise<Media | null> => {
      try {
        const media = (await fetchPostPage(shortcode, signal))[0] ?? null;
        // The author's own video before it is ready: its state (docs/behaviour/media.md#video-processing).
        if (media && lacksItsVideo(media)) return (await fetchMediaInfo(media.pk, signal)) ?? media;
        return media;
      } catch (error) {
        if (isApiError(error, 'not_found')) return null;
        throw error;
      }
    },
    initialData: () => findCachedMedia(client, (media) => media.code === shortcode)?.media,
    initialDataUpdatedAt: () => findCachedMedia(client, (media) => media.code === shortcode)?.updatedAt,
    // The author's own video still processing: asked again, less and less often, until ready.
    refetchInterval: (query) => processingRefetchInterval(query.state.data ? [query.state.data] : []),
  });
}

/**
 * The trending chain under a post: up to 5 others for the viewer's language. Empty while loading
 * and when the call fails (the section then hides).
 */
export function usePostChainQuery(media: Pick<Media, 'pk' | 'code'>, language: string) {
  return useQuery({
    queryKey: postKeys.chain(media.code, language),
    queryFn: async ({ signal }) => {
      const items = await fetchPostChain(media.code, { first: TRENDING_CHAIN_SIZE, language, signal });
      return items.filter((item) => item.pk !== media.pk).slice(0, TRENDING_CHAIN_SIZE);
    },
  });
}

/** Up to 6 other posts of a post's author ("More posts from ..."). */
export function useMorePostsFromUserQuery(media: Pick<Media, 'pk'> & { user: { pk: string } }) {
  return useQuery({
    queryKey: postKeys.moreFromUser(media.user.pk),
    // One more than shown, since the post itself may be among them.
    queryFn: ({ signal }) => fetchUserFeed(media.user.pk, { count: MORE_POSTS_FROM_USER + 1, signal }),
    select: (page) => page.items.filter((item) => item.pk !== media.pk).slice(0, MORE_POSTS_FROM_USER),
  });
}
