import { useId } from 'react';
import { MessagesIcon } from 'shared-contracts/ui';
import { useDirectTranslation } from '../../i18n/messages';
import * as styles from './InboxEmptyPanel.module.css';

/** The desktop right pane while no conversation is open. */
export function InboxEmptyPanel() {
  const t = useDirectTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="inbox-panel">
      <span className={styles.icon} aria-hidden="true">
        <MessagesIcon size={48} />
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('inbox.panel.title')}
      </h2>
      <p className={styles.body}>{t('inbox.panel.body')}</p>
    </section>
  );
}
