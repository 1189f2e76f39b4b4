import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSession } from 'shared-client';
import { useRegisterSearchClickMutation } from '../../discover/index';
import { SearchField } from './SearchField';
import { SearchResults } from '../search-results/SearchResults';
import { SearchHistory } from '../recent-searches/SearchHistory';
import { entryEntity } from '../recent-searches/search-entries';
import { useTopSearch } from './use-top-search';
import type { SearchEntry } from './search-query';

/** Elements the arrow keys move between: the field, then each result link. */
const ARROW_TARGETS = 'input[type="search"], [data-search-result]';

/**
 * The search itself, shared by the page and the desktop panel: the field, then the blended
 * results, or the recent (or suggested) searches while the field is empty. Following a result
 * registers it as a recent search. Up and Down move between the field and the rows.
 */
export function SearchBody({
  query,
  onQueryChange,
  heading,
  className,
  testId,
}: {
  query: string;
  onQueryChange: (next: string) => void;
  heading: ReactNode;
  className?: string;
  testId: string;
}) {
  const search = useTopSearch(query);
  const session = useSession();
  const register = useRegisterSearchClickMutation();
  const containerRef = useRef<HTMLDivElement | null>(null);

  const handleSelect = (entry: SearchEntry): void => {
    if (session.status === 'authenticated') register.mutate(entryEntity(entry));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const targets = Array.from(containerRef.current?.querySelectorAll<HTMLElement>(ARROW_TARGETS) ?? []);
    const index = targets.indexOf(document.activeElement as HTMLElement);
    if (index === -1 || targets.length < 2) return;
    const next = targets[Math.min(targets.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))];
    event.preventDefault();
    next?.focus();
  };

  return (
    <div className={className} ref={containerRef} onKeyDown={handleKeyDown} data-testid={testId}>
      {heading}
      <SearchField value={query} onChange={onQueryChange} busy={search.status === 'loading'} />
      <SearchResults search={search} onSelect={handleSelect} idle={<SearchHistory onSelect={handleSelect} />} />
    </div>
  );
}
