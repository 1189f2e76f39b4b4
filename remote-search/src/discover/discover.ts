import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ApiError, type GridSectionTab, type Media, type MediaGridPage } from 'shared-contracts';
import {
  fetchExploreGrid,
  fetchHashtagInfo,
  fetchHashtagSection,
  fetchLocationDirectory,
  fetchLocationInfo,
  fetchLocationSection,
  followHashtag,
  unfollowHashtag,
} from 'shared-client';
import { discoverKeys, MEDIA_ROOT, tagHeaderOf, type TagHeader } from 'shared-client/queries';

// Explore, hashtag and location pages (docs/behaviour/search.md). Their keys are shared-client's,
// as the first screen's data is seeded under them.
export { discoverKeys };

/**
 * The cursor of the page after `last`, or undefined at the end. A page that claims more without a
 * cursor, or gives back the cursor it was asked with, ends the grid rather than looping.
 */
export function nextGridCursor(last: MediaGridPage, asked: string | null): string | undefined {
  if (!last.more_available || !last.next_max_id || last.next_max_id === asked) return undefined;
  return last.next_max_id;
}

/** The posts of the pages in order, each once (a page may repeat the end of the one before). */
export function gridItems(pages: readonly MediaGridPage[] | undefined): Media[] {
  const seen = new Set<string>();
  const items: Media[] = [];
  for (const page of pages ?? []) {
    for (const media of page.items) {
      if (seen.has(media.pk)) continue;
      seen.add(media.pk);
      items.push(media);
    }
  }
  return items;
}

function usePagedGrid(
  queryKey: readonly unknown[],
  fetchPage: (maxId: string | null, signal: AbortSignal) => Promise<MediaGridPage>,
  enabled: boolean,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _all, asked) => nextGridCursor(last, asked),
    enabled,
  });
  const data = query.data as InfiniteData<MediaGridPage, string | null> | undefined;
  return { ...query, items: gridItems(data?.pages) };
}

/** The explore grid, page after page (infinite scroll). */
export function useExploreQuery() {
  return usePagedGrid(discoverKeys.explore, fetchExploreGrid, true);
}

/** A 404 means the page has nothing this viewer may see: the answer is null (not found). */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A hashtag page's header, or null when no post the viewer may see carries the tag. */
export function useTagInfoQuery(tag: string) {
  return useQuery({
    queryKey: discoverKeys.tagInfo(tag),
    queryFn: async ({ signal }) => {
      const answer = await orNull(fetchHashtagInfo(tag, signal));
      return answer && tagHeaderOf(answer.data);
    },
    enabled: tag !== '',
  });
}

/** One section of a hashtag page: top posts, or the most recent ones page after page. */
export function useTagMediaQuery(tag: string, tab: GridSectionTab) {
  return usePagedGrid(
    discoverKeys.tagSection(tag, tab),
    (maxId, signal) => fetchHashtagSection(tag, tab, maxId, signal),
    tag !== '',
  );
}

/**
 * Follows (`true`) or unfollows (`false`) a hashtag: the header shows the new state at once and
 * takes the server's answer; a failure puts the old state back. The home feed is refetched, as
 * followed tags bring posts into it.
 */
export function useFollowHashtagMutation(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followHashtag(tag) : unfollowHashtag(tag)),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: discoverKeys.tagInfo(tag) });
      const previous = client.getQueryData<TagHeader | null>(discoverKeys.tagInfo(tag));
      if (previous) client.setQueryData<TagHeader>(discoverKeys.tagInfo(tag), { ...previous, following: follow });
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) client.setQueryData(discoverKeys.tagInfo(tag), context.previous);
    },
    onSuccess: (answer) => {
      const current = client.getQueryData<TagHeader | null>(discoverKeys.tagInfo(tag));
      if (current) {
        const following = answer.follow_hashtag_info.following === true;
        client.setQueryData<TagHeader>(discoverKeys.tagInfo(tag), { ...current, following });
      }
      void client.invalidateQueries({ queryKey: [MEDIA_ROOT, 'feed'] });
    },
  });
}

/** A location page's header, or null for an unknown place. */
export function useLocationInfoQuery(locationId: string) {
  return useQuery({
    queryKey: discoverKeys.locationInfo(locationId),
    queryFn: async ({ signal }) => (await orNull(fetchLocationInfo(locationId, signal)))?.location ?? null,
    enabled: locationId !== '',
  });
}

/** One section of a location page: top posts, or the most recent ones page after page. */
export function useLocationMediaQuery(locationId: string, tab: GridSectionTab) {
  return usePagedGrid(
    discoverKeys.locationSection(locationId, tab),
    (maxId, signal) => fetchLocationSection(locationId, tab, maxId, signal),
    locationId !== '',
  );
}

/** A level of the location directory: countries, a country's cities, or a city's places. */
export type LocationDirectoryLevel =
  { kind: 'countries' } | { kind: 'cities'; country: string } | { kind: 'places'; country: string; city: string };

/** The entries of one level of the location directory, with the country and city above it. */
export function useLocationDirectoryQuery(level: LocationDirectoryLevel) {
  const country = level.kind === 'countries' ? null : level.country;
  const city = level.kind === 'places' ? level.city : null;
  return useQuery({
    queryKey: discoverKeys.directory(country, city),
    queryFn: ({ signal }) => fetchLocationDirectory({ country: country ?? undefined, city: city ?? undefined }, signal),
  });
}
