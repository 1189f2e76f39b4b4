import { Link } from 'react-router';
import { useExploreQuery } from '../../discover/index';
import { EmptyState, LoadingState, RetryPanel, SearchIcon, useDocumentTitle } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import { MediaGrid } from '../media-grid/MediaGrid';
import * as styles from './ExploreScreen.module.css';

/**
 * /explore/: posts and reels from accounts the viewer does not follow, in the server's order,
 * loading more as the end nears. A post opens in a dialog over the grid
 * (docs/behaviour/search.md#the-explore-grid).
 */
export default function ExploreScreen() {
  const t = useSearchTranslation();
  useDocumentTitle(t('explore.documentTitle'));
  const explore = useExploreQuery();
  const items = explore.items;
  return (
    <main className={styles.page} data-testid="explore-page">
      <h1 className="lm-visually-hidden">{t('explore.title')}</h1>
      {/* Phones have no search panel: the field leads to the search page. */}
      <Link to="/explore/search/" className={styles.searchLink} data-testid="explore-search-link">
        <SearchIcon size={16} />
        <span>{t('explore.searchLink')}</span>
      </Link>
      {explore.status === 'pending' && <LoadingState label={t('common.loading')} />}
      {explore.status === 'error' && <RetryPanel message={t('explore.error')} onRetry={() => void explore.refetch()} />}
      {explore.status === 'success' && items.length === 0 && <EmptyState title={t('explore.empty')} compact />}
      {items.length > 0 && (
        <MediaGrid
          items={items}
          label={t('explore.grid')}
          overlay
          hasMore={explore.hasNextPage}
          loadingMore={explore.isFetchingNextPage}
          onLoadMore={() => void explore.fetchNextPage()}
          testId="explore-grid"
        />
      )}
    </main>
  );
}
