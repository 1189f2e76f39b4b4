import { Link } from 'react-router';
import { buttonClassName, EmptyState, MessagesIcon } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import * as styles from './InboxEmptyPanel.module.css';

/** The desktop right pane while no conversation is open. */
export function InboxEmptyPanel() {
  const t = useDirectTranslation();
  return (
    <section className={styles.panel} aria-label={t('inbox.panel.title')} data-testid="inbox-panel">
      <EmptyState
        icon={
          <span className={styles.ring}>
            <MessagesIcon size={48} />
          </span>
        }
        title={t('inbox.panel.title')}
        body={t('inbox.panel.body')}
        action={
          <Link to="/direct/new/" className={buttonClassName()}>
            {t('inbox.panel.send')}
          </Link>
        }
      />
    </section>
  );
}
