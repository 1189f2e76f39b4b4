import { useState } from 'react';
import { SearchCombobox, useDebouncedSearchTerm, type SearchOption } from 'shared-ui/search';

/** How many results a search box offers at once. */
const SHOWN = 8;

/** What a search box holds: the text typed, the term it means (trimmed), the term asked (debounced). */
export function useSearchTerm() {
  const [query, setQuery] = useState('');
  const term = query.trim();
  return { query, setQuery, term, asked: useDebouncedSearchTerm(term) };
}

/** The props the people and place search boxes pass through as they are. */
export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** Shown once the search answered what is typed with nothing. */
  noneText: string;
  testId: string;
}

/**
 * The kit's search box over what a search found: the first eight results; `noneText` only for an
 * answer to what is typed, not while it is still being asked; picking one clears the box.
 */
export function FoundSearchBox<T>({
  search: { query, setQuery, term, asked },
  results,
  fetching,
  toOption,
  onPick,
  noneText,
  heading,
  ...box
}: SearchBoxProps & {
  search: ReturnType<typeof useSearchTerm>;
  results: readonly T[];
  fetching: boolean;
  toOption: (result: T) => SearchOption;
  onPick: (result: T) => void;
  /** Over the results while nothing is typed (suggestions). */
  heading?: string;
  autoFocus?: boolean;
}) {
  const shown = results.slice(0, SHOWN);
  const options = shown.map(toOption);
  return (
    <SearchCombobox
      {...box}
      value={query}
      onChange={setQuery}
      options={options}
      heading={term === '' ? heading : undefined}
      emptyText={term && asked === term && !fetching ? noneText : undefined}
      onPick={(option) => {
        const picked = shown[options.indexOf(option)];
        if (picked !== undefined) onPick(picked);
        setQuery('');
      }}
    />
  );
}
