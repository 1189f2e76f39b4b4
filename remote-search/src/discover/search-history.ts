import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearSearchHistory,
  fetchRecentSearches,
  fetchSuggestedSearches,
  hideSearchEntity,
  registerSearchClick,
} from 'shared-client';
import type { SearchEntityType, SearchEntry } from 'shared-contracts';

/** Keys of the viewer's search history and suggestions. */
export const searchHistoryKeys = {
  recent: ['search', 'recent'] as const,
  suggested: ['search', 'suggested'] as const,
};

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
    queryKey: searchHistoryKeys.recent,
    queryFn: ({ signal }) => fetchRecentSearches(signal),
    enabled,
  });
}

/** Suggested searches for an empty query without history; a failure is an empty list. */
export function useSuggestedSearchesQuery(enabled: boolean) {
  return useQuery({
    queryKey: searchHistoryKeys.suggested,
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
      await client.cancelQueries({ queryKey: searchHistoryKeys.recent });
      const previous = client.getQueryData<SearchEntry[]>(searchHistoryKeys.recent);
      if (previous) client.setQueryData(searchHistoryKeys.recent, apply(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(searchHistoryKeys.recent, context.previous);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: searchHistoryKeys.recent }),
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
