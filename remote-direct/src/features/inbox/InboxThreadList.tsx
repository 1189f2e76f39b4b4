import type { Inbox } from 'shared-contracts';
import { EmptyState, RetryPanel } from 'shared-contracts/ui';
import { useDirectTranslation } from '../../i18n/messages';
import { InboxSkeleton } from './InboxSkeleton';
import { ThreadRow } from './ThreadRow';
import * as styles from './InboxThreadList.module.css';

/** The part of the inbox query the list shows. */
export interface InboxListState {
  data: Inbox | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The list part of the inbox in each of its states: loading, failed, empty, or threads. */
export function InboxThreadList({ inbox }: { inbox: InboxListState }) {
  const t = useDirectTranslation();
  // A Retry shows the loading rows again, not the failure, until the new answer.
  if (!inbox.data && (!inbox.isError || inbox.isFetching)) return <InboxSkeleton label={t('inbox.loading')} />;
  if (!inbox.data) {
    return <RetryPanel message={t('inbox.error')} onRetry={() => void inbox.refetch()} testId="inbox-error" />;
  }
  const { threads } = inbox.data.inbox;
  if (threads.length === 0) {
    return <EmptyState title={t('inbox.empty.title')} body={t('inbox.empty.body')} compact testId="inbox-empty" />;
  }
  return (
    <ul className={styles.list} aria-label={t('inbox.threads')}>
      {threads.map((thread) => (
        <ThreadRow key={thread.thread_id} thread={thread} />
      ))}
    </ul>
  );
}
