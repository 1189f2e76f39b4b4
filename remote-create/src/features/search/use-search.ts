import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * Runs `search` for a query after a short pause; a newer query aborts the older request (spec 4,
 * search). null `query`: no search (results cleared). Failures give an empty list.
 */
export function useSearch<T>(
  query: string | null,
  search: (query: string, signal: AbortSignal) => Promise<T[]>,
): { results: T[]; loading: boolean } {
  const [state, setState] = useState<{ query: string | null; results: T[]; loading: boolean }>({
    query: null,
    results: [],
    loading: false,
  });
  useEffect(() => {
    if (query === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true }));
      search(query, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ query, results, loading: false });
        },
        () => {
          if (!controller.signal.aborted) setState({ query, results: [], loading: false });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);
  if (query === null) return { results: [], loading: false };
  return { results: state.results, loading: state.loading };
}
