import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The term to search for: what is typed, once typing has paused for `SEARCH_DEBOUNCE_MS`. An empty
 * term (nothing to search) follows at once, in the same render, so the results clear at once and
 * the next term never starts from the results of the one before.
 */
export function useDebouncedSearchTerm(term: string): string {
  const [settled, setSettled] = useState(term);
  if (term === '' && settled !== '') setSettled('');

  useEffect(() => {
    if (term === '') return undefined;
    const timer = setTimeout(() => setSettled(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  return term === '' ? '' : settled;
}
