import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Media } from 'shared-contracts';
import {
  configureStory,
  createHighlight,
  deleteHighlight,
  editHighlight,
  fetchClipsHome,
  fetchHighlightsTray,
  fetchReelsMedia,
  fetchReelsTray,
  fetchStoryArchive,
  fetchStoryViewers,
  fetchUserStory,
  likeStory,
  markStoriesSeen,
  unlikeStory,
} from './story-calls.js';
import type {
  ConfigureStoryInput,
  CreateHighlightInput,
  EditHighlightInput,
  ReelsTrayAnswer,
  StoryItem,
  StoryReel,
} from 'shared-contracts';
import { CLIPS_HOME_KEY } from 'shared-client/queries';

// Stories, highlights and reels (docs/behaviour/stories.md). Story items are not posts: their ids
// are their own, so they live under their own root; reels (clips) are posts and live under the
// media root, so likes and saves reach them like any post.

/** Keys of stories, highlights and reels. */
export const storyKeys = {
  all: ['stories'] as const,
  tray: ['stories', 'tray'] as const,
  reels: (reelIds: readonly string[]) => ['stories', 'reels', reelIds.join(',')] as const,
  userStory: (username: string) => ['stories', 'user', username.toLowerCase()] as const,
  viewers: (mediaId: string) => ['stories', 'viewers', mediaId] as const,
  highlights: (userId: string) => ['stories', 'highlights', userId] as const,
  archive: ['stories', 'archive'] as const,
  clipsHome: CLIPS_HOME_KEY,
};

function nextCursor(page: { more_available: boolean; next_max_id: string | null }, asked: string | null) {
  return page.more_available && page.next_max_id && page.next_max_id !== asked ? page.next_max_id : undefined;
}

/** The stories tray at the top of the home feed. */
export function useReelsTrayQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: storyKeys.tray, queryFn: ({ signal }) => fetchReelsTray(signal), enabled });
}

/** Reels with their items (user pks and `highlight:{id}` ids); the gallery asks for several at once. */
export function useReelsMediaQuery(reelIds: readonly string[], { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storyKeys.reels(reelIds),
    queryFn: async ({ signal }) => (await fetchReelsMedia(reelIds, signal)).reels_media,
    enabled: enabled && reelIds.length > 0,
  });
}

/** One account's current reel by username; null when it has none the viewer may see. */
export function useUserStoryQuery(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storyKeys.userStory(username),
    queryFn: async ({ signal }) => (await fetchUserStory(username, signal)).reel,
    enabled,
  });
}

/** Marks items seen in every cached reel and recomputes each reel's `seen`. */
export function markSeenInCache(client: QueryClient, mediaIds: readonly string[]): void {
  // Items seen before, wherever they are cached, count too: a tray reel holds ids only.
  const seenIds = new Set(mediaIds);
  const reelQueries = client.getQueryCache().findAll({ queryKey: ['stories', 'reels'] });
  const userQueries = client.getQueryCache().findAll({ queryKey: ['stories', 'user'] });
  const cachedReels = [
    ...reelQueries.flatMap((query) => (query.state.data as StoryReel[] | undefined) ?? []),
    ...userQueries.map((query) => query.state.data as StoryReel | null | undefined),
  ];
  for (const cached of cachedReels) for (const item of cached?.items ?? []) if (item.seen) seenIds.add(item.id);

  const markReel = (reel: StoryReel): StoryReel => {
    if (reel.reel_type !== 'user_reel' || !reel.media_ids.some((id) => mediaIds.includes(id))) return reel;
    const items = reel.items?.map((item: StoryItem) => (seenIds.has(item.id) ? { ...item, seen: true } : item));
    return { ...reel, items, seen: reel.seen || reel.media_ids.every((id) => seenIds.has(id)) };
  };
  client.setQueryData<ReelsTrayAnswer>(storyKeys.tray, (tray) =>
    tray ? { ...tray, tray: tray.tray.map(markReel) } : tray,
  );
  for (const query of reelQueries) client.setQueryData<StoryReel[]>(query.queryKey, (reels) => reels?.map(markReel));
  for (const query of userQueries)
    client.setQueryData<StoryReel | null>(query.queryKey, (reel) => (reel ? markReel(reel) : reel));
}

/**
 * Records stories as seen on the server. The cache is marked at once; the tray's ring order is
 * left as it is until the tray is fetched again (rings do not jump while the viewer watches).
 */
export function useMarkStoriesSeenMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mediaIds: readonly string[]) => markStoriesSeen(mediaIds),
    onMutate: (mediaIds) => markSeenInCache(client, mediaIds),
  });
}

/** Posts a story from a finished upload; the tray is fetched again so the viewer's ring shows it. */
export function useConfigureStoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfigureStoryInput) => configureStory(input),
    onSuccess: () => client.invalidateQueries({ queryKey: storyKeys.all }),
  });
}

/** Who saw one of the viewer's own stories, page after page. */
export function useStoryViewersQuery(mediaId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: storyKeys.viewers(mediaId),
    queryFn: ({ pageParam, signal }) => fetchStoryViewers(mediaId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _all, asked) => nextCursor(last, asked),
    enabled,
  });
}

/** Likes or unlikes a story; the cached item follows the answer. */
export function useStoryLikeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, like }: { mediaId: string; like: boolean }) =>
      like ? likeStory(mediaId) : unlikeStory(mediaId),
    onSuccess: ({ has_liked }, { mediaId }) => {
      const setLiked = (reel: StoryReel): StoryReel =>
        reel.items?.some((item) => item.id === mediaId)
          ? { ...reel, items: reel.items.map((item) => (item.id === mediaId ? { ...item, has_liked } : item)) }
          : reel;
      for (const query of client.getQueryCache().findAll({ queryKey: ['stories', 'reels'] })) {
        client.setQueryData<StoryReel[]>(query.queryKey, (reels) => reels?.map(setLiked));
      }
      for (const query of client.getQueryCache().findAll({ queryKey: ['stories', 'user'] })) {
        client.setQueryData<StoryReel | null>(query.queryKey, (reel) => (reel ? setLiked(reel) : reel));
      }
    },
  });
}

/** An account's highlights (profile rings). */
export function useHighlightsTrayQuery(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storyKeys.highlights(userId),
    queryFn: async ({ signal }) => (await fetchHighlightsTray(userId, signal)).tray,
    enabled,
  });
}

/** The viewer's own stories, expired or not, page after page (to pick highlight items from). */
export function useStoryArchiveQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: storyKeys.archive,
    queryFn: ({ pageParam, signal }) => fetchStoryArchive(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _all, asked) => nextCursor(last, asked),
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled,
  });
}

/** Creates, edits and deletes highlights; each refetches the highlights and reels cached. */
export function useHighlightMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: storyKeys.all });
  return {
    create: useMutation({ mutationFn: (input: CreateHighlightInput) => createHighlight(input), onSuccess: refresh }),
    edit: useMutation({
      mutationFn: ({ highlightId, input }: { highlightId: string; input: EditHighlightInput }) =>
        editHighlight(highlightId, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (highlightId: string) => deleteHighlight(highlightId), onSuccess: refresh }),
  };
}

function useClipsPages(
  queryKey: readonly unknown[],
  fetchPage: (maxId: string | null, signal: AbortSignal) => ReturnType<typeof fetchClipsHome>,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _all, asked) =>
      last.paging_info.more_available && last.paging_info.max_id && last.paging_info.max_id !== asked
        ? last.paging_info.max_id
        : undefined,
    select: (data): Media[] => {
      const seen = new Set<string>();
      return data.pages
        .flatMap((page) => page.items.map((item) => item.media))
        .filter((media) => (seen.has(media.pk) ? false : (seen.add(media.pk), true)));
    },
    enabled,
  });
}

/** The reels feed (/reels/), page after page. */
export function useClipsHomeQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useClipsPages(storyKeys.clipsHome, fetchClipsHome, enabled);
}
