import type { DirectThread } from 'shared-contracts';
import { Button, EmptyState, RetryPanel } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import { InboxSkeleton } from './InboxSkeleton';
import { ThreadRow } from './ThreadRow';
import * as styles from './InboxThreadList.module.css';

/** The part of a thread-list query the list shows. */
export interface ThreadListState {
  threads: DirectThread[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/** A list of threads in each of its states: loading, failed, empty, or threads (with Load more). */
export function InboxThreadList({
  state,
  activeThreadId,
  label,
  errorMessage,
  empty,
}: {
  state: ThreadListState;
  activeThreadId?: string;
  label: string;
  errorMessage: string;
  empty: { title: string; body?: string };
}) {
  const t = useDirectTranslation();
  // A Retry shows the loading rows again, not the failure, until the new answer.
  if (!state.threads && (!state.isError || state.isFetching)) return <InboxSkeleton label={t('inbox.loading')} />;
  if (!state.threads) {
    return <RetryPanel message={errorMessage} onRetry={() => void state.refetch()} testId="inbox-error" />;
  }
  if (state.threads.length === 0) {
    return <EmptyState title={empty.title} body={empty.body} compact testId="inbox-empty" />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {state.threads.map((thread) => (
          <ThreadRow key={thread.thread_id} thread={thread} active={thread.thread_id === activeThreadId} />
        ))}
      </ul>
      {state.hasNextPage && (
        <div className={styles.more}>
          <Button variant="text" busy={state.isFetchingNextPage} onClick={() => void state.fetchNextPage?.()}>
            {t('inbox.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
