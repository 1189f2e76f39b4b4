import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearSearchHistory,
  fetchRecentSearches,
  fetchSuggestedSearches,
  hideSearchEntity,
  registerSearchClick,
  topSearch,
  type SearchEntityType,
  type SearchEntry,
  type SearchUserResult,
  type TopSearch,
} from 'shared-contracts';

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
  recent: ['search', 'recent'] as const,
  suggested: ['search', 'suggested'] as const,
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
    queryFn: ({ signal }) => topSearch(term, signal),
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
  const term = query.replace(/^@+/, '').trim();
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

// Recent searches are kept on the server per account (docs/behaviour/search.md#recent-searches):
// the list is read once, the changes show at once and the server's list is asked again after.

/** The entity behind a recent search, as the history calls name it. */
export interface SearchEntity {
  type: SearchEntityType;
  /** The user pk, the hashtag name, the place pk or the keyword text. */
  id: string;
}

/** Whether a recent search stands for `entity`. */
export function isSearchEntity(entry: SearchEntry, entity: SearchEntity): boolean {
  if (entry.type !== entity.type) return false;
  switch (entry.type) {
    case 'user':
      return entry.user.pk === entity.id;
    case 'hashtag':
      return entry.hashtag.name === entity.id;
    case 'place':
      return entry.place.location.pk === entity.id;
    case 'keyword':
      return entry.keyword.name === entity.id;
  }
}

/** The viewer's recent searches, newest first (`enabled` false for visitors: they have none). */
export function useRecentSearchesQuery(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.recent,
    queryFn: ({ signal }) => fetchRecentSearches(signal),
    enabled,
  });
}

/** Suggested searches for an empty query without history; a failure is an empty list. */
export function useSuggestedSearchesQuery(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.suggested,
    queryFn: ({ signal }) => fetchSuggestedSearches(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

function useHistoryMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  apply: (recent: SearchEntry[], input: T) => SearchEntry[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input: T) => {
      await client.cancelQueries({ queryKey: searchKeys.recent });
      const previous = client.getQueryData<SearchEntry[]>(searchKeys.recent);
      if (previous) client.setQueryData(searchKeys.recent, apply(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(searchKeys.recent, context.previous);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: searchKeys.recent }),
  });
}

/**
 * Registers that the viewer followed a result: it becomes their newest recent search (moved to
 * the top at once when it is already listed; a new one appears when the list is asked again).
 */
export function useRegisterSearchClickMutation() {
  return useHistoryMutation(
    (entity: SearchEntity) => registerSearchClick(entity.type, entity.id),
    (recent, entity) => {
      const found = recent.find((entry) => isSearchEntity(entry, entity));
      return found ? [found, ...recent.filter((entry) => entry !== found)] : recent;
    },
  );
}

/** Removes one recent search (hide search entities); it leaves the list at once. */
export function useHideSearchEntityMutation() {
  return useHistoryMutation(
    (entity: SearchEntity) => hideSearchEntity(entity.type, entity.id),
    (recent, entity) => recent.filter((entry) => !isSearchEntity(entry, entity)),
  );
}

/** Clears all recent searches; the list empties at once. */
export function useClearSearchHistoryMutation() {
  return useHistoryMutation(
    () => clearSearchHistory(),
    () => [],
  );
}
