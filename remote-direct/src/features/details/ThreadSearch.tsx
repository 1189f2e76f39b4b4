import { MAX_SEARCH_QUERY_LENGTH } from 'shared-contracts';
import { useDeferredValue, useState } from 'react';
import { Spinner } from 'shared-ui';
import { useInThreadSearchQuery } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';
import * as styles from './ThreadDetails.module.css';

/** Search inside one thread (docs/behaviour/direct.md#search): the matching messages, newest first. */
export function ThreadSearch({ threadId }: { threadId: string }) {
  const t = useDirectTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const search = useInThreadSearchQuery(threadId, deferred);
  const active = query.trim().length > 0;
  return (
    <div className={styles.search} role="search" aria-label={t('details.search')}>
      <input
        type="search"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        className={styles.input}
        aria-label={t('details.search')}
        placeholder={t('details.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {active && (
        <div role="region" aria-label={t('details.searchResults')} aria-live="polite">
          {search.isError && <p className={styles.hint}>{t('search.error')}</p>}
          {!search.data && search.isFetching && <Spinner size="inline" />}
          {search.data && search.data.items.length === 0 && <p className={styles.hint}>{t('details.noMatches')}</p>}
          {search.data && search.data.items.length > 0 && (
            <ul className={styles.matches}>
              {search.data.items.map((item) => (
                <li key={item.item_id} className={styles.match}>
                  {item.text ?? item.link?.text ?? ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
