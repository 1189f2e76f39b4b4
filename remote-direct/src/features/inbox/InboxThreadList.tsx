import type { InboxState } from './use-inbox';
import { useDirectTranslation } from '../../i18n/messages';
import { InboxSkeleton } from './InboxSkeleton';
import { ThreadRow } from './ThreadRow';
import * as styles from './InboxThreadList.module.css';

/** The list part of the inbox in each of its states: loading, failed, empty, or threads. */
export function InboxThreadList({ state, onRetry }: { state: InboxState; onRetry: () => void }) {
  const t = useDirectTranslation();
  if (state.status === 'loading') return <InboxSkeleton label={t('inbox.loading')} />;
  if (state.status === 'error') {
    return (
      <div className={styles.message} role="alert" data-testid="inbox-error">
        <p className={styles.messageText}>{t('inbox.error')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('inbox.retry')}
        </button>
      </div>
    );
  }
  const { threads } = state.inbox.inbox;
  if (threads.length === 0) {
    return (
      <div className={styles.message} data-testid="inbox-empty">
        <h2 className={styles.messageTitle}>{t('inbox.empty.title')}</h2>
        <p className={styles.messageText}>{t('inbox.empty.body')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('inbox.threads')}>
      {threads.map((thread) => (
        <ThreadRow key={thread.thread_id} thread={thread} />
      ))}
    </ul>
  );
}
