import { useCallback, useEffect, useState } from 'react';
import { topSearch } from 'shared-contracts';
import { blendResults, normalizeSearchQuery, SEARCH_DEBOUNCE_MS, type SearchEntry } from './search-query';

/** The search as the page shows it (spec 4 "Search": requested, then loaded or failed). */
export interface TopSearchState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Rows to show; while a newer query loads, the previous answer stays (no flicker per keystroke). */
  entries: SearchEntry[] | null;
  retry: () => void;
}

type Answer = { key: string; entries: SearchEntry[] | null; failed: boolean };

/**
 * Blended search for what the user typed: asks `SEARCH_DEBOUNCE_MS` after the last keystroke;
 * a newer query (or unmount) aborts the request in flight and its answer is ignored even if it
 * still arrives; an empty query clears the results without asking.
 */
export function useTopSearch(rawQuery: string): TopSearchState {
  const term = normalizeSearchQuery(rawQuery);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${attempt}|${term}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Clearing the query forgets the last answer, so it cannot resurface while a new query loads.
  if (term === '' && answer !== null) setAnswer(null);

  useEffect(() => {
    if (term === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      topSearch(term, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setAnswer({ key, entries: blendResults(result), failed: false });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ key, entries: null, failed: true });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, key]);

  if (term === '') return { status: 'idle', entries: null, retry };
  if (answer?.key !== key) return { status: 'loading', entries: answer?.entries ?? null, retry };
  return answer.failed
    ? { status: 'error', entries: null, retry }
    : { status: 'ready', entries: answer.entries, retry };
}
