import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchTranslation } from '../../i18n/messages';
import { SearchField } from './SearchField';
import { SearchResults } from '../search-results/SearchResults';
import { useSearchQueryParam } from './use-search-query-param';
import { useTopSearch } from './use-top-search';
import * as styles from './SearchScreen.module.css';

/** Elements the arrow keys move between: the field, then each result link. */
const ARROW_TARGETS = 'input[type="search"], [data-search-result]';

/**
 * /explore/search/?q=…: a search field and the blended results below it. Up and Down move between
 * the field and the results; Tab works as usual.
 */
export default function SearchScreen() {
  const t = useSearchTranslation();
  const [query, setQuery] = useSearchQueryParam();
  const search = useTopSearch(query);
  const containerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    document.title = t('search.documentTitle');
  }, [t]);

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
    <main className={styles.page} ref={containerRef} onKeyDown={handleKeyDown} data-testid="search-page">
      <h1 className={styles.heading}>{t('search.title')}</h1>
      <SearchField value={query} onChange={setQuery} busy={search.status === 'loading'} />
      <SearchResults search={search} />
    </main>
  );
}
