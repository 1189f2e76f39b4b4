import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchFeedTimeline } from 'shared-client';
import type { FeedConnection, FeedItem, FeedVariant, Media } from 'shared-contracts';
import { MEDIA_ROOT } from './media-cache.js';

/** Items fetched per page of the home feed. */
export const FEED_PAGE_SIZE = 12;

/** The feed variants the viewer can pick. */
export const FEED_VARIANTS: readonly FeedVariant[] = ['home', 'following', 'favorites', 'past_posts'];

/** Keys of the home feed: one infinite query per variant, and the newer posts waiting above it. */
export const feedKeys = {
  all: [MEDIA_ROOT, 'feed'] as const,
  timeline: (variant: FeedVariant) => [MEDIA_ROOT, 'feed', variant] as const,
  newer: (variant: FeedVariant) => [MEDIA_ROOT, 'feed', variant, 'newer'] as const,
};

/** The cached pages of a feed variant (newest first; the first page param is null). */
export type FeedPages = InfiniteData<FeedConnection, string | null>;

/** A feed item with a key that is stable across pages (its kind plus its id). */
export interface FeedEntry {
  key: string;
  item: FeedItem;
}

/** The key that identifies a feed item across pages; the same post twice has the same key. */
export function feedItemKey(item: FeedItem): string {
  switch (item.kind) {
    case 'media':
      return `media:${item.media.pk}`;
    case 'ad':
      return `ad:${item.ad.ad_id}`;
    case 'suggested_users':
      return `suggested:${item.id}`;
    case 'stories_netego':
      return `netego:${item.id}`;
    case 'end_of_feed_demarcator':
      return 'end-of-feed';
  }
}

/** The items of the pages in order, each once (a post repeated on a later page is dropped). */
export function feedEntries(pages: readonly FeedConnection[]): FeedEntry[] {
  const seen = new Set<string>();
  const entries: FeedEntry[] = [];
  for (const page of pages) {
    for (const edge of page.edges) {
      const key = feedItemKey(edge.node);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ key, item: edge.node });
    }
  }
  return entries;
}

/**
 * The cursor of the page after `last`, or undefined at the end. A page that brings nothing new
 * without moving the cursor ends the feed rather than being asked for forever.
 */
export function nextFeedCursor(last: FeedConnection, previousCursor: string | null): string | undefined {
  const cursor = last.page_info.end_cursor;
  if (!last.page_info.has_next_page || cursor === null || cursor === previousCursor) return undefined;
  return cursor;
}

/**
 * The home feed of a variant, page by page (`fetchNextPage`). It is kept as left between visits
 * for the page's life, so Back restores it: it never refetches by itself. A feed marked stale (a
 * follow added posts it lacks) starts again from its first page on its next fresh visit; a Back
 * navigation (`restoring`) shows it as it was left.
 */
export function useFeedTimelineQuery(variant: FeedVariant, { restoring = false }: { restoring?: boolean } = {}) {
  const client = useQueryClient();
  const queryKey = feedKeys.timeline(variant);
  useEffect(() => {
    if (restoring) return;
    if (client.getQueryState(queryKey)?.isInvalidated) void client.resetQueries({ queryKey, exact: true });
    // The key is made from the variant; how the visit began counts once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, variant]);
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchFeedTimeline({ variant, first: FEED_PAGE_SIZE, after: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, lastParam) => nextFeedCursor(last, lastParam),
    select: (data) => feedEntries(data.pages),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
  });
}

/**
 * Asks for the items newer than the first one shown (paging backwards), without showing them:
 * resolves with the posts not already in the feed, for a "New posts" button.
 */
export async function fetchNewerFeedPosts(client: QueryClient, variant: FeedVariant): Promise<FeedEntry[]> {
  const data = client.getQueryData<FeedPages>(feedKeys.timeline(variant));
  const before = data?.pages[0]?.page_info.start_cursor;
  if (!data || !before) return [];
  const page = await fetchFeedTimeline({ variant, last: FEED_PAGE_SIZE, before });
  const known = new Set(feedEntries(data.pages).map((entry) => entry.key));
  return feedEntries([page]).filter((entry) => entry.item.kind === 'media' && !known.has(entry.key));
}

const NO_ENTRIES: readonly FeedEntry[] = [];

/**
 * The newer posts of a variant waiting behind a "New posts" button: `check` asks the server
 * (paging backwards; one ask at a time, best effort: a failure changes nothing shown), `show` puts
 * them first in the feed. Nothing moves under the reader until then.
 */
export function useNewerFeedPosts(variant: FeedVariant): {
  newer: readonly FeedEntry[];
  check: () => void;
  show: () => void;
} {
  const client = useQueryClient();
  const { data = NO_ENTRIES, refetch } = useQuery({
    queryKey: feedKeys.newer(variant),
    queryFn: () => fetchNewerFeedPosts(client, variant),
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return {
    newer: data,
    check: () => void refetch({ cancelRefetch: false }),
    show: () => {
      const waiting = client.getQueryData<FeedEntry[]>(feedKeys.newer(variant)) ?? [];
      prependToFeed(client, variant, waiting);
      client.setQueryData<FeedEntry[]>(feedKeys.newer(variant), []);
    },
  };
}

/** Changes the first page of a cached feed (where newer items go). */
function editFirstPage(
  client: QueryClient,
  variant: FeedVariant,
  edit: (page: FeedConnection) => FeedConnection,
): void {
  client.setQueryData<FeedPages>(feedKeys.timeline(variant), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [edit(first), ...rest] };
  });
}

/** Puts entries first in a cached feed (newer posts the viewer asked to see, a post just made). */
export function prependToFeed(client: QueryClient, variant: FeedVariant, entries: readonly FeedEntry[]): void {
  if (entries.length === 0) return;
  editFirstPage(client, variant, (page) => ({
    ...page,
    edges: [...entries.map((entry) => ({ cursor: '', node: entry.item })), ...page.edges],
  }));
}

/** Puts the viewer's new post first in the feeds of their own posts and follows. */
export function prependNewPost(client: QueryClient, media: Media): void {
  for (const variant of ['home', 'following'] as const) {
    prependToFeed(client, variant, [{ key: feedItemKey({ kind: 'media', media }), item: { kind: 'media', media } }]);
  }
}

/** Removes an author's posts from the given cached feeds and their newer posts (ads and modules stay). */
export function removeAuthorFromFeeds(client: QueryClient, userId: string, variants: readonly FeedVariant[]): void {
  removeFromFeeds(client, (item) => item.kind !== 'media' || item.media.user.pk !== userId, variants);
}

/** Removes one post from every cached feed and their newer posts (it was deleted). */
export function removePostFromFeeds(client: QueryClient, pk: string): void {
  removeFromFeeds(client, (item) => item.kind !== 'media' || item.media.pk !== pk, FEED_VARIANTS);
}

/** Keeps only the entries `keep` accepts in the given cached feeds; untouched feeds keep their data. */
function removeFromFeeds(
  client: QueryClient,
  keep: (item: FeedItem) => boolean,
  variants: readonly FeedVariant[],
): void {
  for (const variant of variants) {
    client.setQueryData<FeedEntry[]>(feedKeys.newer(variant), (newer) =>
      newer && !newer.every((entry) => keep(entry.item)) ? newer.filter((entry) => keep(entry.item)) : newer,
    );
    client.setQueryData<FeedPages>(feedKeys.timeline(variant), (data) => {
      if (!data) return data;
      let changed = false;
      const pages = data.pages.map((page) => {
        const edges = page.edges.filter((edge) => keep(edge.node));
        if (edges.length === page.edges.length) return page;
        changed = true;
        return { ...page, edges };
      });
      return changed ? { ...data, pages } : data;
    });
  }
}

/** Marks cached feeds to start again on their next visit (a follow added posts they lack). */
export function markFeedsStale(client: QueryClient, variants: readonly FeedVariant[]): void {
  for (const variant of variants) {
    void client.invalidateQueries({ queryKey: feedKeys.timeline(variant), exact: true, refetchType: 'none' });
  }
}
