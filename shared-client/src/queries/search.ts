import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logEvent, topSearch } from 'shared-client';
import { MAX_SEARCH_QUERY_LENGTH, type SearchUserResult, type TopSearch } from 'shared-contracts';

// Searches run as the viewer types; the caller debounces. Each term is its own cache entry, so a
// term typed again shows at once. Moving to a newer term takes the observer off the older one,
// which aborts its request (the query function uses the signal) and drops its answer should it
// still come. Until the newer answer arrives the previous one stays shown (`isPlaceholderData`).
// An empty term asks nothing and holds an empty answer of its own: the placeholder of the next
// term is then that empty answer, so results given before the field was cleared never resurface.

/** Keys of searches, by what was asked. */
export const searchKeys = {
  all: ['search'] as const,
  top: (term: string) => ['search', 'top', term] as const,
  users: (term: string) => ['search', 'users', term] as const,
  hashtags: (term: string) => ['search', 'hashtags', term] as const,
};

/** The answer of the empty search: nothing. */
export const EMPTY_TOP_SEARCH: TopSearch = { users: [], hashtags: [], places: [], status: 'ok' };

/**
 * The blended top search (people and hashtags, ranked by `position`) for a term; '' asks nothing
 * and answers `EMPTY_TOP_SEARCH`. A newer term aborts the request in flight
 * (docs/behaviour/search.md#the-search-page).
 */
export function useTopSearchQuery(term: string) {
  return useQuery({
    queryKey: searchKeys.top(term),
    queryFn: ({ signal }) => {
      // The term's length only: what people search for stays out of analytics.
      logEvent({ event: 'search', category: 'interaction', data: { term_length: term.length } });
      return topSearch(term, signal);
    },
    enabled: term !== '',
    initialData: () => (term === '' ? EMPTY_TOP_SEARCH : undefined),
    placeholderData: keepPreviousData,
  });
}

/** A person as search finds them. */
export type FoundUser = SearchUserResult['user'];

/**
 * People whose username or name starts with `query` (leading @ ignored): the blended search asked
 * with "@", which answers people only. A blank query asks nothing and finds no one.
 */
export function useUserSearchQuery(query: string) {
  // The server takes at most MAX_SEARCH_QUERY_LENGTH characters, the `@` it is sent with included.
  const term = query
    .replace(/^@+/, '')
    .trim()
    .slice(0, MAX_SEARCH_QUERY_LENGTH - 1);
  return useQuery({
    queryKey: searchKeys.users(term),
    queryFn: async ({ signal }): Promise<FoundUser[]> =>
      (await topSearch(`@${term}`, signal)).users.map((result) => result.user),
    enabled: term !== '',
    initialData: () => (term === '' ? [] : undefined),
    placeholderData: keepPreviousData,
  });
}

/** A hashtag as search finds it. */
export interface FoundHashtag {
  name: string;
  mediaCount: number;
}

/**
 * Hashtags starting with `query` (leading # ignored): the blended search asked with "#", which
 * answers tags only. A blank query asks nothing and finds none.
 */
export function useHashtagSearchQuery(query: string) {
  const term = query.replace(/^#+/, '').trim();
  return useQuery({
    queryKey: searchKeys.hashtags(term),
    queryFn: async ({ signal }): Promise<FoundHashtag[]> =>
      (await topSearch(`#${term}`, signal)).hashtags.map(({ hashtag }) => ({
        name: hashtag.name,
        mediaCount: hashtag.media_count,
      })),
    enabled: term !== '',
    initialData: () => (term === '' ? [] : undefined),
    placeholderData: keepPreviousData,
  });
}
