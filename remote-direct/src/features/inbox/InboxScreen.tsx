import { useEffect, useId } from 'react';
import { useSession } from 'shared-contracts';
import { useInboxQuery } from 'shared-contracts/queries';
import { useDirectTranslation } from '../../i18n/messages';
import { InboxEmptyPanel } from './InboxEmptyPanel';
import { InboxThreadList } from './InboxThreadList';
import * as styles from './InboxScreen.module.css';

/** The direct inbox: the conversation list, and on desktop an empty pane beside it. */
export default function InboxScreen() {
  const t = useDirectTranslation();
  const session = useSession();
  const inbox = useInboxQuery();
  const headingId = useId();
  const username = session.viewer?.username ?? inbox.data?.viewer.username ?? '';

  useEffect(() => {
    document.title = t('inbox.documentTitle');
  }, [t]);

  return (
    <main className={styles.inbox} data-testid="direct-inbox">
      <section className={styles.listPane} aria-labelledby={headingId}>
        <header className={styles.header}>
          <span className={styles.username}>{username}</span>
        </header>
        <h1 id={headingId} className={styles.heading}>
          {t('inbox.heading')}
        </h1>
        <InboxThreadList inbox={inbox} />
      </section>
      <div className={styles.panelPane}>
        <InboxEmptyPanel />
      </div>
    </main>
  );
}
