import type { Media } from 'shared-contracts';
import { EmptyState, LoadingState, RetryPanel } from 'shared-ui';
import { useSearchTranslation } from '../../i18n/messages';
import { MediaGrid } from './MediaGrid';
import * as styles from './MediaSection.module.css';

/** What a paged grid of posts reports (an infinite query, flattened). */
export interface MediaSectionState {
  status: 'pending' | 'error' | 'success';
  items: readonly Media[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  /** Why the first page failed, when it did. */
  error?: unknown;
}

/** A headed grid of posts (Top posts, Most recent) with its loading, empty and failed states. */
export function MediaSection({
  heading,
  section,
  errorMessage,
  emptyMessage,
  paged = false,
  testId,
}: {
  heading: string;
  section: MediaSectionState;
  errorMessage: string;
  emptyMessage: string;
  /** Whether reaching the end loads more (Most recent); Top posts is one page. */
  paged?: boolean;
  testId: string;
}) {
  const t = useSearchTranslation();
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.heading}>{heading}</h2>
      {section.status === 'pending' && <LoadingState label={t('common.loading')} />}
      {section.status === 'error' && (
        <RetryPanel message={errorMessage} onRetry={() => void section.refetch()} error={section.error} />
      )}
      {section.status === 'success' && section.items.length === 0 && <EmptyState title={emptyMessage} compact />}
      {section.items.length > 0 && (
        <MediaGrid
          items={section.items}
          label={heading}
          overlay
          hasMore={paged && section.hasNextPage}
          loadingMore={section.isFetchingNextPage}
          onLoadMore={() => void section.fetchNextPage()}
        />
      )}
    </section>
  );
}
