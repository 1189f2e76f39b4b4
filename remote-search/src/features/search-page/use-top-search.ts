import { useMemo } from 'react';
import { useTopSearchQuery } from 'shared-client/queries';
import { blendResults, normalizeSearchQuery, SEARCH_DEBOUNCE_MS, type SearchEntry } from './search-query';
import { useDebouncedValue } from './use-debounced-value';

/** The search as the page shows it: requested, then loaded or failed (docs/behaviour/search.md#the-search-page). */
export interface TopSearchState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Rows to show; while a newer query loads, the previous answer stays (no flicker per keystroke). */
  entries: SearchEntry[] | null;
  retry: () => void;
}

/**
 * Blended search for what the user typed, asked `SEARCH_DEBOUNCE_MS` after the last keystroke
 * through the query cache (`useTopSearchQuery`: a newer query aborts the request in flight and its
 * late answer is ignored). Emptying the field clears the results at once, without asking.
 */
export function useTopSearch(rawQuery: string): TopSearchState {
  const term = normalizeSearchQuery(rawQuery);
  const asked = useDebouncedValue(term, term === '' ? 0 : SEARCH_DEBOUNCE_MS);
  const { data, isError, isFetching, refetch } = useTopSearchQuery(asked);
  const entries = useMemo(() => (data ? blendResults(data) : null), [data]);
  const retry = (): void => void refetch();

  if (term === '') return { status: 'idle', entries: null, retry };
  // Typing (the term is not asked yet) or asking: the previous rows stay, if there were any.
  if (asked !== term || isFetching) return { status: 'loading', entries: entries?.length ? entries : null, retry };
  if (isError) return { status: 'error', entries: null, retry };
  return { status: 'ready', entries, retry };
}
