import type { ReactNode } from 'react';
import { EmptyState, RetryPanel, Spinner } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import type { TopSearchState } from '../search-page/use-top-search';
import { entryKey, type SearchEntry } from '../search-page/search-query';
import { ResultRow } from './ResultRows';
import * as styles from './SearchResults.module.css';

/** What lies under the field: a hint, results, "no results", a failure with Retry, or a spinner. */
export function SearchResults({
  search,
  onSelect,
  idle,
}: {
  search: TopSearchState;
  onSelect?: (entry: SearchEntry) => void;
  /** What shows while the field is empty (recent or suggested searches). */
  idle?: ReactNode;
}) {
  const t = useSearchTranslation();
  const { status, entries } = search;
  const announcement =
    status === 'loading'
      ? t('search.loading')
      : status === 'ready' && entries
        ? entries.length > 0
          ? t('search.resultCount', { count: entries.length })
          : t('search.noResults')
        : '';
  return (
    <div className={styles.panel}>
      <p className="lm-visually-hidden" role="status">
        {announcement}
      </p>
      {status === 'idle' && (idle ?? <p className={styles.hint}>{t('search.hint')}</p>)}
      {status === 'error' && <RetryPanel message={t('search.error')} onRetry={search.retry} />}
      {status === 'loading' && !entries && (
        <div className={styles.loading} data-testid="search-loading">
          <Spinner />
        </div>
      )}
      {status === 'ready' && entries?.length === 0 && (
        <EmptyState title={t('search.noResults')} compact testId="search-no-results" />
      )}
      {entries && entries.length > 0 && status !== 'error' && (
        <ul
          className={styles.list}
          aria-label={t('search.results')}
          aria-busy={status === 'loading'}
          data-testid="search-results"
        >
          {entries.map((entry) => (
            <li key={entryKey(entry)}>
              <ResultRow entry={entry} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
