import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { directThreadPath, MAX_SEARCH_QUERY_LENGTH } from 'shared-contracts';
import { IconButton, ClearIcon, Spinner } from 'shared-ui';
import { useDirectSearchQuery } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';
import * as styles from './DirectSearch.module.css';

/**
 * Search across the viewer's threads (docs/behaviour/direct.md#search): conversations whose name
 * matches and messages containing the words, each a link to its thread.
 */
export function DirectSearch() {
  const t = useDirectTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const search = useDirectSearchQuery(deferred);
  const resultsId = useId();
  const active = query.trim().length > 0;
  const data = active ? search.data : undefined;
  return (
    <div className={styles.search} role="search" aria-label={t('search.label')}>
      <div className={styles.field}>
        <input
          type="search"
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          className={styles.input}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setQuery('');
          }}
          aria-controls={active ? resultsId : undefined}
        />
        {active && (
          <IconButton label={t('search.clear')} size="small" onClick={() => setQuery('')}>
            <ClearIcon size={16} />
          </IconButton>
        )}
      </div>
      {active && (
        <div
          id={resultsId}
          className={styles.results}
          aria-label={t('search.results')}
          role="region"
          aria-live="polite"
        >
          {search.isError && <p className={styles.note}>{t('search.error')}</p>}
          {!data && search.isFetching && <Spinner size="inline" />}
          {data && data.thread_results.length === 0 && data.message_results.length === 0 && (
            <p className={styles.note}>{t('search.noResults')}</p>
          )}
          {data && data.thread_results.length > 0 && (
            <>
              <h2 className={styles.sectionTitle}>{t('search.threads')}</h2>
              <ul className={styles.list}>
                {data.thread_results.map((thread) => (
                  <li key={thread.thread_id}>
                    <Link className={styles.link} to={directThreadPath(thread.thread_id)} onClick={() => setQuery('')}>
                      {thread.thread_title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {data && data.message_results.length > 0 && (
            <>
              <h2 className={styles.sectionTitle}>{t('search.messages')}</h2>
              <ul className={styles.list}>
                {data.message_results.map(({ thread, item }) => (
                  <li key={`${thread.thread_id}:${item.item_id}`}>
                    <Link className={styles.link} to={directThreadPath(thread.thread_id)} onClick={() => setQuery('')}>
                      <span className={styles.threadName}>{thread.thread_title}</span>
                      <span className={styles.snippet}>{item.text ?? item.link?.text ?? ''}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
