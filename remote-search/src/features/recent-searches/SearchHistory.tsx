import { useSession } from 'shared-client';
import {
  useClearSearchHistoryMutation,
  useHideSearchEntityMutation,
  useRecentSearchesQuery,
  useSuggestedSearchesQuery,
} from '../../discover/index';
import { Button, CloseIcon, IconButton, RetryPanel, Spinner } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import { entryKey, type SearchEntry } from '../search-page/search-query';
import { entryName, ResultRow } from '../search-results/ResultRows';
import { entryEntity, historyToEntry } from './search-entries';
import * as styles from './SearchHistory.module.css';

function SuggestedSearches({ onSelect }: { onSelect: (entry: SearchEntry) => void }) {
  const t = useSearchTranslation();
  // A failure shows no suggestions rather than an error (docs/behaviour/search.md#suggested-searches).
  const suggested = useSuggestedSearchesQuery(true);
  const entries = (suggested.data ?? []).map(historyToEntry);
  if (suggested.isPending) return <Spinner />;
  if (entries.length === 0) return <p className={styles.hint}>{t('search.hint')}</p>;
  return (
    <section aria-labelledby="suggested-searches-title" data-testid="suggested-searches">
      <h2 id="suggested-searches-title" className={styles.title}>
        {t('suggested.title')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entryKey(entry)} className={styles.item}>
            <ResultRow entry={entry} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What an empty search shows a logged-in account: its recent searches (kept on the server), each
 * removable, with Clear all; suggested searches when there are none; a hint for visitors
 * (docs/behaviour/search.md#recent-searches).
 */
export function SearchHistory({ onSelect }: { onSelect: (entry: SearchEntry) => void }) {
  const t = useSearchTranslation();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const recent = useRecentSearchesQuery(signedIn);
  const hide = useHideSearchEntityMutation();
  const clear = useClearSearchHistoryMutation();
  if (!signedIn) return <p className={styles.hint}>{t('search.hint')}</p>;
  if (recent.isPending)
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  if (recent.isError) return <RetryPanel message={t('recent.error')} onRetry={() => void recent.refetch()} />;
  const entries = recent.data.map(historyToEntry);
  if (entries.length === 0) return <SuggestedSearches onSelect={onSelect} />;
  return (
    <section aria-labelledby="recent-searches-title" data-testid="recent-searches">
      <div className={styles.header}>
        <h2 id="recent-searches-title" className={styles.title}>
          {t('recent.title')}
        </h2>
        <Button variant="text" size="small" onClick={() => clear.mutate()} data-testid="recent-clear-all">
          {t('recent.clearAll')}
        </Button>
      </div>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entryKey(entry)} className={styles.item} data-testid="recent-search">
            <ResultRow entry={entry} onSelect={onSelect} />
            <IconButton
              label={t('recent.remove', { name: entryName(entry) })}
              className={styles.remove}
              onClick={() => hide.mutate(entryEntity(entry))}
            >
              <CloseIcon size={16} />
            </IconButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
